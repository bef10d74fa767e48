import path from 'node:path';
import type { Plugin } from 'vite';

/** Where Vite writes the manifest in the build's output (`build.manifest: true`). */
const MANIFEST_FILE = '.vite/manifest.json';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/**
 * Keeps every module the client loads with `import()` in the build's manifest under its own
 * source path, marked as a dynamic entry, as the server expects: it preloads a route's chunks by
 * the route's modules (`server/src/web/client-build.ts`).
 *
 * Why it is needed: with the bundler's strict execution order (which copying small shared chunks
 * into their importers turns on, vite.config.ts), a chunk that another chunk also imports
 * statically stops being a dynamic entry of its own. The vehicle page's chunk is one (the
 * enquiry forms import from it), and so is every page's compiled query (the page imports it; its
 * route loads it): the manifest then lists them only by file name, and the pages went out without
 * their routes' preloads, each script found by the browser one import after another.
 */
export function dynamicEntriesInManifest(): Plugin {
  let root = '';
  return {
    name: 'forecourt:dynamic-entries-in-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle[MANIFEST_FILE];
        if (asset?.type !== 'asset') return;
        const manifest = JSON.parse(String(asset.source)) as Record<string, ManifestChunk>;
        const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const listed = byFile.get(chunk.fileName);
          if (!listed) continue;
          for (const id of chunk.moduleIds) {
            if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
            const src = path.relative(root, id).split(path.sep).join('/');
            if (manifest[src]?.isDynamicEntry) continue;
            manifest[src] = { ...listed, src, isDynamicEntry: true };
          }
        }
        asset.source = `${JSON.stringify(manifest, null, 2)}\n`;
      },
    },
  };
}
