import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `pnpm --filter @forecourt/server build`: bundles the server (src/main.ts) into dist/main.js, so
 * production runs plain JavaScript on Node, with no TypeScript loader compiling at start-up.
 *
 * - Our workspace packages (@forecourt/*) export TypeScript sources: they are bundled.
 * - The server's own dependencies stay external and load from node_modules as they would
 *   unbundled: PGlite finds its WASM and data files, pdfkit its fonts, resvg its native binary.
 *   Packages only the workspace packages depend on (not resolvable from the server) are bundled.
 * - `import.meta.url` in our sources is rewritten to the source file's address relative to the
 *   bundle, so paths built from it (the demo sites' folder, the data directory, the client build,
 *   the postcode data set) resolve as they do from source, and the checkout may move.
 */

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = path.join(SERVER_DIR, 'src', 'main.ts');
export const BUNDLE_FILE = path.join(SERVER_DIR, 'dist', 'main.js');
const WORKSPACE_SCOPE = '@forecourt/';

/** The server's third-party dependencies: left for Node to load from node_modules. */
async function externalPackages(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter(
    (name) => !name.startsWith(WORKSPACE_SCOPE),
  );
}

/** Gives each bundled source its own `import.meta.url`, as a path relative to the bundle. */
const sourceImportMetaUrl = (outDir: string): Plugin => ({
  name: 'source-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
      if (!source.includes('import.meta.url')) return { contents: source, loader };
      const relative = path.relative(outDir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader };
    });
  },
});

export async function bundleServer(): Promise<void> {
  const outDir = path.dirname(BUNDLE_FILE);
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [ENTRY],
    outfile: BUNDLE_FILE,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    external: await externalPackages(),
    // ES modules first: a UMD build (jsonc-parser's main) requires its parts in ways a bundle
    // cannot follow.
    mainFields: ['module', 'main'],
    plugins: [sourceImportMetaUrl(outDir)],
    // Readable stack traces; error and class names as in the source (logs name them).
    sourcemap: true,
    keepNames: true,
    // CommonJS bundled into the ESM output may still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __forecourtCreateRequire } from 'node:module';\nconst require = __forecourtCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  console.log(`Built ${path.relative(process.cwd(), BUNDLE_FILE)}`);
}

bundleServer().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
