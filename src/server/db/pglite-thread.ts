import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { WorkerReply, WorkerRequest, WorkerStart } from './pglite-protocol.ts';

/** What the app uses of an embedded database client: PGlite itself, or PGlite in a worker thread. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close' | 'closed'>;

type Pending = { resolve(value: unknown): void; reject(error: Error): void };
// Requests without their id, one type per operation (Omit over the union would merge them).
type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

// A release runs compiled JavaScript: the worker is dist/server/pglite-worker.js beside the
// server. From the sources (tests, benchmarks, `node --import tsx`) it is the TypeScript file,
// loaded through tsx, which a worker thread does not inherit from its parent.
const compiled = !import.meta.url.endsWith('.ts');

function startWorker(start: WorkerStart): Worker {
  if (compiled) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: start, execArgv: [] });
  // The ES module entry of tsx's API (a test runner may not offer import.meta.resolve: then from the working folder).
  const tsx = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const script = pathToFileURL(fileURLToPath(new URL('./pglite-worker.ts', import.meta.url))).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: start, execArgv: [] });
}

function errorFrom(data: Record<string, unknown>): Error {
  const { message, name, stack: _workerStack, ...properties } = data;
  const error = new Error(typeof message === 'string' ? message : 'database error');
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, properties);
}

/**
 * PGlite running in a worker thread (decision 0019), with the client interface Drizzle's
 * PGlite driver and the job queue use. The database is one connection: a transaction's
 * statements go out together, and statements from elsewhere wait until it has ended.
 */
export class ThreadedPglite implements PgliteClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #closed = false;
  #stopped: Error | undefined;
  /** Transactions open or waiting, and the end of the last one. */
  #transactions = 0;
  #lastTransaction: Promise<void> = Promise.resolve();

  /** Settles once the worker has opened the database (or failed to); statements sent before then wait in the worker. */
  readonly #opened: Promise<void>;
  #isOpen = false;
  /** Fails whatever waits: the opening and every statement under way. */
  readonly #stop: (error: Error) => void;
  #settleOpening!: { resolve(): void; reject(error: Error): void };

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#opened = new Promise<void>((resolve, reject) => (this.#settleOpening = { resolve, reject }));
    // Whoever started the database awaits it; a failure must not also surface as unhandled.
    this.#opened.catch(() => undefined);
    worker.on('message', (reply: WorkerReply) => this.#receive(reply));
    const stop = (error: Error) => {
      this.#stopped ??= error;
      this.#settleOpening.reject(this.#stopped);
      for (const pending of this.#pending.values()) pending.reject(this.#stopped);
      this.#pending.clear();
    };
    this.#stop = stop;
    worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    worker.on('exit', (code) =>
      stop(
        new Error(
          this.#isOpen
            ? `The embedded database stopped (worker exit code ${code}).`
            : `The embedded database did not open (worker exit code ${code}).`,
        ),
      ),
    );
  }

  /**
   * Starts the worker, which opens the database (created in `dataDir` if missing), and returns
   * at once: the client takes statements straight away, and they run once the database is open.
   * `opened` rejects if it cannot be opened, and so does every statement.
   */
  static start(dataDir?: string, options: { copyTemplateFrom?: string } = {}): { client: ThreadedPglite; opened: Promise<void> } {
    const client = new ThreadedPglite(startWorker(dataDir ? { dataDir, ...options } : {}));
    return { client, opened: client.#opened };
  }

  /** Starts the worker and waits until the database is open (created in `dataDir` if missing). */
  static async open(dataDir?: string): Promise<ThreadedPglite> {
    const { client, opened } = ThreadedPglite.start(dataDir);
    await opened;
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #receive(reply: WorkerReply): void {
    if ('ready' in reply) {
      this.#isOpen = true;
      this.#settleOpening.resolve();
      // An idle database does not keep the process alive; a statement under way does (and so does opening).
      if (this.#pending.size === 0) this.#worker.unref();
      return;
    }
    if ('failed' in reply) {
      this.#stop(errorFrom(reply.failed));
      return;
    }
    if ('notify' in reply) {
      for (const listener of this.#listeners.get(reply.notify) ?? []) listener(reply.payload);
      return;
    }
    if (!('id' in reply)) return;
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0 && this.#isOpen) this.#worker.unref();
    if ('error' in reply) pending.reject(errorFrom(reply.error));
    else pending.resolve(reply.result);
  }

  #send<T>(request: Request): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } as WorkerRequest);
    });
  }

  /** Waits while a transaction holds the connection (or waits for it). */
  async #outsideTransactions(): Promise<void> {
    while (this.#transactions > 0) await this.#lastTransaction;
  }

  #query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const textTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.#send<Results<T>>({
      op: 'query',
      sql,
      params,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(textTypes ? { textTypes } : {}),
    });
  }

  /**
   * Sends when no transaction holds the connection or waits for it. Checked and sent in the same
   * turn: a statement must never go out after another transaction's BEGIN.
   */
  #whenFree<R>(send: () => Promise<R>): Promise<R> {
    if (this.#transactions > 0) return this.#outsideTransactions().then(() => this.#whenFree(send));
    return send();
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#whenFree(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string): Promise<Results[]> {
    return this.#whenFree(() => this.#send<Results[]>({ op: 'exec', sql }));
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    this.#transactions += 1;
    const previous = this.#lastTransaction;
    let ended!: () => void;
    this.#lastTransaction = new Promise<void>((resolve) => (ended = resolve));
    try {
      await previous;
      return await this.#runTransaction(callback);
    } finally {
      this.#transactions -= 1;
      ended();
    }
  }

  async #runTransaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    let open = true;
    const whileOpen = <R>(work: () => Promise<R>): Promise<R> => (open ? work() : Promise.reject(new Error('The transaction has ended.')));
    const unsupported = () => Promise.reject(new Error('Not available inside a transaction of the embedded database.'));
    const tx: Transaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => whileOpen(() => this.#query<R>(sql, params, options)),
      exec: (sql: string) => whileOpen(() => this.#send<Results[]>({ op: 'exec', sql })),
      sql: unsupported,
      listen: unsupported,
      rollback: async () => {
        await whileOpen(() => this.#query('ROLLBACK'));
        open = false;
      },
      get closed() {
        return !open;
      },
    };
    await this.#query('BEGIN');
    try {
      const result = await callback(tx);
      if (open) await this.#query('COMMIT');
      return result;
    } catch (error) {
      if (open) await this.#query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      open = false;
    }
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#whenFree(() => this.#send({ op: 'listen', channel }));
    }
    listeners.add(callback);
    return async () => {
      listeners.delete(callback);
      if (listeners.size === 0 && this.#listeners.get(channel) === listeners) {
        this.#listeners.delete(channel);
        await this.#whenFree(() => this.#send({ op: 'unlisten', channel }));
      }
    };
  }

  /** Applies Drizzle's migrations in the worker, next to the database. */
  migrate(migrationsFolder: string): Promise<void> {
    return this.#whenFree(() => this.#send({ op: 'migrate', migrationsFolder }));
  }

  /** Closes the database (its last changes written to its folder) and ends the worker. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#stopped) await this.#whenFree(() => this.#send({ op: 'close' }));
    await this.#worker.terminate();
  }
}
