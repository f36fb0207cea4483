import { defineConfig } from 'vitest/config';

// One run for every unit and integration suite. Files that need a DOM say so with
// `// @vitest-environment jsdom`; everything else runs in Node.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/bench/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
