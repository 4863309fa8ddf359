/**
 * The worker thread that owns the embedded database (decision 0019). It opens PGlite, applies
 * migrations, and runs the statements the server's main thread sends it, one after another
 * in the order they arrive; the main thread keeps a transaction's statements together. All
 * the WebAssembly work (parsing, planning, executing, the file system) happens here, so a
 * slow statement never stalls the server's event loop.
 *
 * Imports packages and Node's own modules only (and the template copy, which is such a module):
 * it runs as plain JavaScript in a release (dist/server/pglite-worker.js).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import type { WorkerReply, WorkerRequest, WorkerStart } from './pglite-protocol.ts';
import { copyTemplateInto } from './template-copy.ts';

if (!parentPort) throw new Error('pglite-worker runs as a worker thread');
const port = parentPort;
const start = workerData as WorkerStart;

/** The error as plain data: the message and every property drivers and callers read (code, constraint, detail …). */
function errorData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const data: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    data[key] = value;
  }
  return data;
}

// Results keep these types' text as sent (Drizzle parses them itself): the main thread names the types.
function queryOptions(request: { rowMode?: 'array' | 'object'; textTypes?: number[] }): QueryOptions {
  const parsers: Record<number, (value: string) => string> = {};
  for (const type of request.textTypes ?? []) parsers[type] = (value) => value;
  return { rowMode: request.rowMode ?? 'object', parsers };
}

const listeners = new Map<string, () => Promise<void>>();

async function run(client: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { rows, affectedRows, fields } = await client.query(request.sql, request.params, queryOptions(request));
      return { rows, affectedRows, fields };
    }
    case 'exec':
      return (await client.exec(request.sql)).map(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields }));
    case 'migrate': {
      const [{ drizzle }, { migrate }] = await Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
      await migrate(drizzle(client), { migrationsFolder: request.migrationsFolder });
      return null;
    }
    case 'listen': {
      if (!listeners.has(request.channel)) {
        listeners.set(
          request.channel,
          await client.listen(request.channel, (payload) => port.postMessage({ notify: request.channel, payload } satisfies WorkerReply)),
        );
      }
      return null;
    }
    case 'unlisten': {
      await listeners.get(request.channel)?.();
      listeners.delete(request.channel);
      return null;
    }
    case 'close':
      if (!client.closed) await client.close();
      return null;
  }
}

async function main(): Promise<void> {
  let client: PGlite;
  try {
    if (start.copyTemplateFrom && start.dataDir) copyTemplateInto(start.copyTemplateFrom, start.dataDir);
    client = start.dataDir ? await PGlite.create(start.dataDir) : await PGlite.create();
  } catch (error) {
    port.postMessage({ failed: errorData(error) } satisfies WorkerReply);
    return;
  }
  // One statement at a time, in arrival order: the order the main thread sent them in.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    queue = queue.then(async () => {
      try {
        port.postMessage({ id: request.id, result: await run(client, request) } satisfies WorkerReply);
      } catch (error) {
        port.postMessage({ id: request.id, error: errorData(error) } satisfies WorkerReply);
      }
      if (request.op === 'close') port.close();
    });
  });
  port.postMessage({ ready: true } satisfies WorkerReply);
}

await main();
