import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageAssets, RenderPage } from '@forecourt/client/ssr-contract';

/** The built web client: its browser assets folder, the page's assets and the SSR entry. */
export interface ClientBuild {
  assetsDir: string;
  assets: PageAssets;
  renderPage: RenderPage;
}

const ENTRY = 'src/entry-client.tsx';
/** The one stylesheet of every page (the client builds without CSS code splitting). */
const STYLESHEET = 'style.css';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The client package's folder, found through the workspace's module resolution. */
export function clientPackageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@forecourt/client/package.json'));
}

/** Loads `pnpm --filter @forecourt/client build`'s output; says how to build it when missing. */
export async function loadClientBuild(dir = clientPackageDir()): Promise<ClientBuild> {
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

  const serverEntry = path.join(distDir, 'server', 'entry-server.js');
  const module = (await import(pathToFileURL(serverEntry).href)) as { renderPage: RenderPage };
  return {
    assetsDir: path.join(distDir, 'client'),
    assets: { scripts: [`/${entry.file}`], styles: [...styles].map((file) => `/${file}`) },
    renderPage: module.renderPage,
  };
}
