/** The messages between the server's main thread and the worker thread that owns the embedded database. */

export type WorkerStart = {
  /** The database folder; in memory without one. */
  dataDir?: string;
  /** A template the worker copies to `dataDir` before opening it (a new database). */
  copyTemplateFrom?: string;
};

export type WorkerRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** Types whose values come back as the text PostgreSQL sent (Drizzle parses timestamps itself). */
      textTypes?: number[];
    }
  | { op: 'exec'; sql: string }
  | { op: 'migrate'; migrationsFolder: string }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
);

export type WorkerReply =
  | { ready: true }
  | { failed: Record<string, unknown> }
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notify: string; payload: string };
