import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

// Three levels, each its own project so `npm test` runs them in order and each prints
// its own summary. Integration tests run once per database engine: PGlite always,
// PostgreSQL when TEST_DATABASE_URL is set.
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

const integrationFolders = ['src/server', 'tests/integration', 'tests/anonymity'];

/**
 * Integration test files that never ask which engine they run on (no `testEngine`, no shared
 * test database or its fixtures, no TEST_DATABASE_URL): pure functions, the environment, or the embedded
 * database's own data folder. They do the same thing on both engines, so the PostgreSQL run
 * leaves them out. Every file that names the engine keeps running on both.
 */
function engineIndependentFiles(): string[] {
  const namesEngine = /\b(testEngine|TEST_ENGINE|getTestDatabase|TEST_DATABASE_URL)\b|#tests\/fixtures\.ts/;
  return integrationFolders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => join(folder, file))
      .filter((file) => !namesEngine.test(readFileSync(file, 'utf8'))),
  );
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [lingui({ macroTransform: true }), react()],
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The files a worker runs share its modules and its jsdom: a new module graph and
          // jsdom per file cost four times the tests themselves. Each test leaves nothing
          // behind: the set-up file unmounts, unstubs and restores after every test of every file.
          isolate: false,
          setupFiles: ['tests/unit-setup.ts'],
          // A page test that types and moves through a whole form takes a second or two alone,
          // over five when the machine's two cores are busy: the default five seconds failed such
          // tests for load, not for what they check.
          testTimeout: 15_000,
        },
      },
      ...engines.map((engine) => ({
        plugins: [lingui({ macroTransform: true })],
        test: {
          name: `integration-${engine}`,
          include: integrationFolders.map((folder) => `${folder}/**/*.test.ts`),
          exclude: [...configDefaults.exclude, ...(engine === 'postgresql' ? engineIndependentFiles() : [])],
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
        plugins: [lingui({ macroTransform: true })],
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // One file at a time by default: two at a time (E2E_WORKERS=2, each file with its own app,
          // port, data folder and browser) is faster, but on the 2-core machine a file's waits for
          // the authenticator's next step and page loads then ran past their timeouts.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
