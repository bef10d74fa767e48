import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import relay from 'vite-plugin-relay';

export default defineConfig({
  plugins: [relay, react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    // One stylesheet for every page: the server links it, so pages whose code loads on demand
    // are styled from the first paint (no flash, no layout shift).
    cssCodeSplit: false,
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  // The server imports the SSR bundle from Node: bundle the CommonJS packages (React, Relay) in
  // it so named imports resolve the same way they do in the browser build.
  ssr: { noExternal: true },
});
