import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three levels, each its own project so `npm test` runs them in order and each prints
// its own summary. Integration tests run once per database engine: PGlite always,
// PostgreSQL when TEST_DATABASE_URL is set.
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      ...engines.map((engine) => ({
        test: {
          name: `integration-${engine}`,
          include: ['src/server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/anonymity/**/*.test.ts'],
          env: { TEST_ENGINE: engine },
          // One migrated database per worker, shared by the files that worker runs:
          // starting PGlite costs seconds, so files must not each open their own.
          pool: 'forks' as const,
          isolate: false,
          maxWorkers: 2,
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      })),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
