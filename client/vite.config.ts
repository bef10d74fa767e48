import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import relay from 'vite-plugin-relay';
import { dynamicEntriesInManifest } from './vite-plugins/dynamic-entries-in-manifest';
import { oneByteServerHtml } from './vite-plugins/one-byte-server-html';

/** Beside each build's output (the server reads it: `server/src/web/client-build.ts`). */
const BUILD_INFO_FILE = 'build-info.json';

/**
 * Writes whether the build is a production one into its output. React's development JSX
 * (`jsxDEV`) exists only in React's development build, which the SSR bundle picks by NODE_ENV at
 * run time: a development build served with NODE_ENV=production fails on every page.
 */
const buildInfo = (): Plugin => {
  let production = false;
  return {
    name: 'forecourt:build-info',
    apply: 'build',
    configResolved: (config) => {
      production = config.isProduction;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: BUILD_INFO_FILE,
        source: `${JSON.stringify({ production })}\n`,
      });
    },
  };
};

/** The module that stands in for react-relay's hook of before the activity compatibility. */
const ACTIVITY_COMPATIBILITY_ON = '\0forecourt:relay-activity-compatibility-on';

/**
 * react-relay ships its fragment hook twice, the one for React's Activity and the one from before
 * it, and picks between them at run time by `RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY`
 * (on by default, and this client never turns it off), so the bundler keeps both: about 2 KB
 * gzip of every page's first load. In the build, the older one resolves to a module that says so.
 */
const relayActivityHooksOnly = (): Plugin => ({
  name: 'forecourt:relay-activity-hooks-only',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    const fromRelayHooks =
      importer !== undefined && /[\\/]react-relay[\\/]lib[\\/]relay-hooks[\\/]/.test(importer);
    return fromRelayHooks && source === './useFragmentInternal_CURRENT'
      ? ACTIVITY_COMPATIBILITY_ON
      : null;
  },
  load(id) {
    if (id !== ACTIVITY_COMPATIBILITY_ON) return null;
    return `module.exports = function activityCompatibilityOff() {
  throw new Error("This build keeps only the hooks of Relay's ENABLE_ACTIVITY_COMPATIBILITY flag: keep it on");
};
module.exports.default = module.exports;`;
  },
});

/**
 * The largest shared chunk (in source bytes, before minifying) that the browser build copies into
 * the chunks that import it rather than emitting as a file of its own. Left to itself the bundler
 * split the modules that pages share into many small files (a router's hooks of 549 bytes, a
 * storage helper of 564): the search page loaded 25 scripts and the vehicle page 31. A phone
 * fetches them a few at a time, each request waiting out the network's latency, and the page
 * hydrated that much later. Copied into their importers, the home, search, vehicle and
 * dealer-locator pages load 9–13 scripts of the same modules. The bundler registers each copied
 * module once at run time, so every copy shares one module state (one React context, one store).
 * The price is bytes in chunks loaded later: a copy of what the page already has.
 */
const COPIED_SHARED_CHUNK_MAX_BYTES = 16 * 1024;

/**
 * The config of a build; the browser's (`browser`) copies small shared chunks (above) and keeps
 * the manifest listing the chunks the server preloads by module (dynamicEntriesInManifest). The
 * server loads its bundle's chunks from disk once: it gains nothing from copies.
 */
const configOf = (browser: boolean) =>
  ({
    plugins: [
      relayActivityHooksOnly(),
      relay,
      react(),
      buildInfo(),
      ...(browser ? [dynamicEntriesInManifest()] : [oneByteServerHtml()]),
    ],
    resolve: {
      // react-relay is CommonJS, which the bundler cannot tree-shake: its `hooks` entry would bring
      // every hook into every page. This module takes only the hooks the client uses.
      alias: [
        {
          find: /^react-relay\/hooks$/,
          replacement: fileURLToPath(new URL('src/relay/react-relay-hooks.ts', import.meta.url)),
        },
        {
          find: /^relay-runtime$/,
          replacement: fileURLToPath(new URL('src/relay/relay-runtime-lean.ts', import.meta.url)),
        },
      ],
    },
    build: {
      outDir: 'dist/client',
      manifest: true,
      // One stylesheet for every page: the server links it, so pages whose code loads on demand
      // are styled from the first paint (no flash, no layout shift).
      cssCodeSplit: false,
      rollupOptions: {
        input: 'src/entry-client.tsx',
        output: {
          // React and Relay, which every page needs, in one chunk: one request, compressed as one.
          codeSplitting: {
            ...(browser && {
              experimentalInlineCommonChunks: { maxSize: COPIED_SHARED_CHUNK_MAX_BYTES },
            }),
            groups: [
              // The number and money formatting every page uses, on its own: left to the bundler,
              // it lands in the lead forms' chunk, and the vehicle page's calculators then load the
              // forms' schemas and zod with it.
              {
                name: 'formatting',
                test: /[\\/]schema[\\/]src[\\/](money|numbers)[\\/]/,
              },
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|react-relay|relay-runtime|@babel[\\/]runtime|fbjs|invariant)[\\/]/,
              },
            ],
          },
        },
      },
    },
    // The server imports the SSR bundle from Node: bundle the CommonJS packages (React, Relay) in
    // it so named imports resolve the same way they do in the browser build.
    ssr: { noExternal: true },
    // Every build is a production one (below), so React's and Relay's development code is dropped
    // from the SSR bundle too, as from the browser's: otherwise each of Relay's hot loops reads
    // `process.env` (a lookup in the C++ environment on every read) per field of every page.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }) satisfies UserConfig;

export default defineConfig(({ command, isSsrBuild }) => {
  // Every build is a production build, whatever NODE_ENV the shell has (Vite would otherwise
  // honour NODE_ENV=development and compile JSX for React's development build). Vite reads
  // NODE_ENV for `isProduction` after loading this file, so setting it here decides.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return configOf(command === 'build' && !isSsrBuild);
});
