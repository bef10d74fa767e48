import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

export default defineConfig({
  plugins: [relay, react()],
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
});
