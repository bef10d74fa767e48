import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 ships both index.mjs and index.js; Node (and so yoga) loads the CommonJS one, so
    // the code under test must too, or two copies of its classes meet ("another module or realm").
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    // The browser tests under e2e/ run with Playwright, not vitest.
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
