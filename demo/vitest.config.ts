import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generating the demo sites' whole stock takes seconds on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
