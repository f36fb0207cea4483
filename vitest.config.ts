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
    setupFiles: ['tests/support/dom-test-setup.ts'],
    // the migrated and seeded databases every API suite copies, made once per run
    globalSetup: ['tests/support/database-templates.ts'],
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core CI machine, where
    // the API suites mostly wait on PostgreSQL, child processes and timers. Two halve the wall time;
    // every file has its own databases, and suites sharing Redis use keys of their own.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
