import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import relay from 'vite-plugin-relay';

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

const config = {
  plugins: [relay, react(), buildInfo()],
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
          groups: [
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
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // Every build is a production build, whatever NODE_ENV the shell has (Vite would otherwise
  // honour NODE_ENV=development and compile JSX for React's development build). Vite reads
  // NODE_ENV for `isProduction` after loading this file, so setting it here decides.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
