import { test as base } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { getTestDatabase, openedTestDatabase, resetDatabase } from './db.ts';
import { startTestServer, type TestServer } from './http.ts';
import { lateBound } from './late-bound.ts';

/** What a file may ask of its test server: a clock it moves, its own environment, mailer or logger. */
export type TestServerOptions = NonNullable<Parameters<typeof startTestServer>[1]>;

type Fixtures = {
  $worker: {
    /** The worker's migrated database, shared by every file the worker runs (`getTestDatabase`). */
    database: DatabaseHandle;
  };
  $file: {
    /** Starts a test server on the worker's database; every server a file starts is closed after its last test. */
    startServer: (options?: TestServerOptions) => Promise<TestServer>;
    /** The file's test server with the test configuration. */
    server: TestServer;
  };
  $test: {
    /**
     * Each test starts on an empty database: the tenant tables cleared before it (and before its
     * beforeEach hooks). A database the worker has not opened yet is empty already: the pure
     * tests of a file do not open it.
     */
    emptyDatabase: void;
  };
};

/**
 * The integration tests' `test` (also exported as `it`): the shared database, the file's test
 * servers and an empty database for every test, set up and torn down in one place.
 */
export const test = base.extend<Fixtures>({
  database: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a fixture needs from its first parameter
    async ({}, use) => {
      await use(await getTestDatabase());
    },
    { scope: 'worker' },
  ],
  startServer: [
    async ({ database }, use) => {
      const started: TestServer[] = [];
      await use(async (options) => {
        const server = closedOnce(await startTestServer(database, options));
        started.push(server);
        return server;
      });
      await Promise.all(started.map((server) => server.close()));
    },
    { scope: 'file' },
  ],
  server: [
    async ({ startServer }, use) => {
      await use(await startServer());
    },
    { scope: 'file' },
  ],
  emptyDatabase: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a fixture needs from its first parameter
    async ({}, use) => {
      const opened = openedTestDatabase();
      if (opened) await resetDatabase(await opened);
      await use();
    },
    { auto: true },
  ],
});

export const it = test;

/** A server a test may close itself (a restart): closing it again after the file's last test does nothing. */
function closedOnce(server: TestServer): TestServer {
  let closing: Promise<void> | undefined;
  return { ...server, close: () => (closing ??= server.close()) };
}

/**
 * When a file's tests find the database empty: before each test (the default), or once, before
 * the file's own `beforeAll` hooks, for a file whose tests all read what those hooks built (a
 * whole scenario played once).
 */
export type SetUp = {
  emptied?: 'before each test' | 'once';
  /** How long the set-up may take, when longer than the hook timeout (a fresh database migrated on a busy machine). */
  timeout?: number;
};

/** The worker's database for the file's describe-level helpers (tests may take `database` from their context instead). */
export function useTestDatabase({ emptied = 'before each test', timeout }: SetUp = {}): DatabaseHandle {
  const database = lateBound<DatabaseHandle>('database');
  if (emptied === 'once') emptyOnce();
  test.beforeAll(async ({ database: shared }) => {
    database.bind(shared);
    if (emptied === 'once') await resetDatabase(shared);
  }, timeout);
  return database.value;
}

export type FileServer = {
  database: DatabaseHandle;
  /** The file's server; after `restartServer`, the new one. */
  server: TestServer;
  /** Stops the server and starts another with the same options on the same database, as a process restart would; `whileStopped` runs in between. */
  restartServer(whileStopped?: () => void | Promise<void>): Promise<void>;
};

/**
 * The database and a test server started with `options`, for the file's describe-level
 * helpers: a file that needs its own clock, environment or mailer says so here instead of
 * starting and closing a server itself. Options made in the file's own `beforeAll` (an SMTP
 * sink's address) come as a function, called once the hooks before this call have run.
 */
export function useTestServer(
  options: TestServerOptions | (() => TestServerOptions) = {},
  { emptied = 'before each test', timeout }: SetUp = {},
): FileServer {
  const database = lateBound<DatabaseHandle>('database');
  const server = lateBound<TestServer>('test server');
  const optionsNow = () => (typeof options === 'function' ? options() : options);
  let start: ((options?: TestServerOptions) => Promise<TestServer>) | undefined;
  if (emptied === 'once') emptyOnce();
  test.beforeAll(async ({ database: shared, startServer }) => {
    database.bind(shared);
    start = startServer;
    if (emptied === 'once') await resetDatabase(shared);
    server.bind(await startServer(optionsNow()));
  }, timeout);
  return {
    database: database.value,
    server: server.value,
    async restartServer(whileStopped) {
      if (!start) throw new Error("the test server is restarted before the file's fixtures are set up");
      await server.value.close();
      await whileStopped?.();
      server.bind(await start(optionsNow()));
    },
  };
}

/** The tests of this describe block keep what the ones before them wrote. */
function emptyOnce(): void {
  test.override({
    // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a fixture needs from its first parameter
    emptyDatabase: async ({}, use) => {
      await use();
    },
  });
}
