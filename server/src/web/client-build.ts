import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets, RenderPage } from '@forecourt/client/ssr-contract';
import { PageStylesheet } from './page-stylesheet.js';

/** The built web client: its browser assets folder, the page's assets and the SSR entry. */
export interface ClientBuild {
  assetsDir: string;
  assets: PageAssets;
  renderPage: RenderPage;
}

const ENTRY = 'src/entry-client.tsx';
/** What the client's build writes beside each of its outputs (see client/vite.config.ts). */
const BUILD_INFO_FILE = 'build-info.json';
/** The one stylesheet of every page (the client builds without CSS code splitting). */
const STYLESHEET = 'style.css';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  /** Loaded by an `import()` (a route's code, a dialog's). */
  isDynamicEntry?: boolean;
}

/** Every chunk `name` imports statically, directly or through another: what it needs to run. */
function staticImportsOf(manifest: Record<string, ManifestChunk>, name: string): string[] {
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    for (const imported of manifest[chunk]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(name);
  seen.delete(name);
  return [...seen].flatMap((chunk) => (manifest[chunk] ? [`/${manifest[chunk].file}`] : []));
}

/**
 * For each module the client loads on demand, the chunks it needs that the entry's own
 * (`bootChunks`) do not bring: its own chunk and those it imports. A page preloads the ones of its
 * routes' code (`PageAssets.routeModulePreloads`).
 */
function onDemandChunks(
  manifest: Record<string, ManifestChunk>,
  bootChunks: readonly string[],
): Record<string, string[]> {
  const boot = new Set(bootChunks);
  const chunks: Record<string, string[]> = {};
  for (const [name, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    chunks[name] = [`/${chunk.file}`, ...staticImportsOf(manifest, name)].filter(
      (file) => !boot.has(file),
    );
  }
  return chunks;
}

/** The client package's folder, found through the workspace's module resolution. */
export function clientPackageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@forecourt/client/package.json'));
}

/** Whether the build in `outDir` says it is a production build (false when it says nothing). */
async function isProductionBuild(outDir: string): Promise<boolean> {
  try {
    const info = JSON.parse(await readFile(path.join(outDir, BUILD_INFO_FILE), 'utf8')) as unknown;
    return (
      typeof info === 'object' && info !== null && 'production' in info && info.production === true
    );
  } catch {
    return false;
  }
}

/**
 * Loads `pnpm --filter @forecourt/client build`'s output; says how to build it when missing. With
 * NODE_ENV=production it refuses a build that is not a production one: React's development JSX
 * would fail every page there (`jsxDEV is not a function`).
 */
export async function loadClientBuild(
  dir = clientPackageDir(),
  env: NodeJS.ProcessEnv = process.env,
): Promise<ClientBuild> {
  const distDir = path.join(dir, 'dist');
  const manifestFile = path.join(distDir, 'client', '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    throw new Error(
      `The web client is not built (${path.relative(process.cwd(), manifestFile)} is missing): run \`pnpm --filter @forecourt/client build\``,
    );
  }
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${ENTRY}`);
  const styles = new Set([
    ...(manifest[STYLESHEET] ? [manifest[STYLESHEET].file] : []),
    ...(entry.css ?? []),
  ]);
  for (const name of entry.imports ?? [])
    for (const css of manifest[name]?.css ?? []) styles.add(css);

  if (env.NODE_ENV === 'production') {
    for (const outDir of ['client', 'server']) {
      if (!(await isProductionBuild(path.join(distDir, outDir)))) {
        throw new Error(
          `The web client in ${path.relative(process.cwd(), distDir)} is not a production build, ` +
            'and NODE_ENV=production cannot serve one: run `pnpm build` (it always builds for ' +
            'production), then start again',
        );
      }
    }
  }
  const serverEntry = path.join(distDir, 'server', 'entry-server.js');
  const module = (await import(pathToFileURL(serverEntry).href)) as { renderPage: RenderPage };
  const scripts = [`/${entry.file}`];
  const modulePreloads = staticImportsOf(manifest, ENTRY);
  const assetsDir = path.join(distDir, 'client');
  const stylesheet = manifest[STYLESHEET]?.file;
  return {
    assetsDir,
    assets: {
      scripts,
      styles: [...styles].map((file) => `/${file}`),
      modulePreloads,
      routeModulePreloads: onDemandChunks(manifest, [...scripts, ...modulePreloads]),
    },
    renderPage: stylesheet
      ? withStylesInline(
          module.renderPage,
          new PageStylesheet(
            `/${stylesheet}`,
            await readFile(path.join(assetsDir, stylesheet), 'utf8'),
          ),
        )
      : module.renderPage,
  };
}

/** `renderPage` whose pages carry the rules they need inline (page-stylesheet.ts). */
function withStylesInline(renderPage: RenderPage, stylesheet: PageStylesheet): RenderPage {
  return async (options) => {
    const page = await renderPage(options);
    const html = stylesheet.inline(Buffer.from(await page.arrayBuffer()));
    return new Response(html, { status: page.status, headers: page.headers });
  };
}
