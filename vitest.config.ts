import { defineConfig } from 'vitest/config';

// One run for every unit, component and integration suite, in three projects that differ in what
// a file needs around it. Files that need a DOM say so with `// @vitest-environment happy-dom` (a
// third less CPU per file than jsdom), or `jsdom` where they check what happy-dom does otherwise
// than browsers: DOMPurify's sanitising, a cookie's expiry, a script element's loading.
export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'tests/bench/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: a single one on a 2-core CI machine, where
    // the API suites mostly wait on PostgreSQL, child processes and timers. Two halve the wall time;
    // every file has its own databases, and suites sharing Redis use keys of their own.
    maxWorkers: 2,
    // A thread per file rather than a process: a fifth less CPU, and no suite needs a process of its
    // own (servers, child processes and PGlite's own thread all run from a worker thread).
    pool: 'threads',
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          // core/ is pure (no effects, no module state): its files share one module graph
          name: 'unit',
          include: ['tests/core/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/{web,widgets,sw}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/dom-test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          isolate: false,
          setupFiles: ['tests/support/integration-test-setup.ts'],
          include: ['tests/{api,cluster}/**/*.test.ts', 'tests/architecture.test.ts'],
          // the migrated and seeded databases every API suite copies, made once per run
          globalSetup: ['tests/support/database-templates.ts'],
        },
      },
    ],
  },
});
