import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/**
 * A request target with the secrets of e-mail links removed: the invitation token in
 * `/invite/<token>` and any `…token=` query parameter (`/reset-password?token=`,
 * `/email-verified?token=`). Whoever reads the log must not be able to use the links.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const safePath = path.replace(/^(\/invite\/)[^/]+/i, `$1${REDACTED}`);
  const safeQuery = query.replace(/([?&][^=&#]*token=)[^&#]*/gi, `$1${REDACTED}`);
  return safePath + safeQuery;
}

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SerializedError;
};

// Drizzle wraps driver errors with the query and its parameters, both in properties and in
// the message itself ("Failed query: … params: <argon2 hash>,<e-mail>").
function isQueryWrapper(error: Error): boolean {
  return error instanceof DrizzleQueryError || error.message.startsWith('Failed query:');
}

// Driver errors (pg, PGlite) carry the query and parameters as properties.
function isDriverError(error: Error): boolean {
  return 'params' in error || 'query' in error;
}

/**
 * A database's own message without the value it quotes: PostgreSQL echoes the offending
 * parameter ('invalid input syntax for type integer: "<value>"', '…"UTF8": 0x00').
 */
function withoutQuotedValue(message: string): string {
  return message.replace(/: ".*"$/s, ': "…"').replace(/: (?:0x[0-9a-f]{2} ?)+$/i, ': 0x…');
}

/** The stack's frames under our own first line: the original first line repeats the message. */
function framesUnder(headline: string, stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [headline, ...frames].join('\n');
}

function stringProperty(error: Error, name: string): string | undefined {
  const value = (error as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * Errors as logged: type, code and message (with stack frames), never the other properties
 * drivers attach (`params`, `query`, `detail` with key values). Replaces pino's default,
 * which logs every enumerable property. Under a failed query, the driver's error keeps its
 * code and the names of the constraint, table and column, but not the value it quotes.
 */
export function serializeError(error: unknown, depth = 0, fromDatabase = false): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error value thrown', stack: '' };
  const wrapper = isQueryWrapper(error);
  const database = fromDatabase || wrapper || isDriverError(error);
  const message = wrapper
    ? 'Database query failed (query and parameters are not logged)'
    : database
      ? withoutQuotedValue(error.message)
      : error.message;
  const serialized: SerializedError = { type: error.name, message, stack: framesUnder(`${error.name}: ${message}`, error.stack) };
  const code = stringProperty(error, 'code');
  if (code !== undefined) serialized.code = code;
  if (database) {
    for (const name of ['constraint', 'table', 'column'] as const) {
      const value = stringProperty(error, name);
      if (value !== undefined) serialized[name] = value;
    }
  }
  if (error.cause !== undefined && depth < 3) serialized.cause = serializeError(error.cause, depth + 1, database);
  return serialized;
}

/** What a request line in the log holds: as Fastify's default, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { req: serializeRequest, err: serializeError };

type LoggerOption = FastifyServerOptions['logger'];

/** The logger options with our serializers in force, whatever serializers the caller passed. */
export function withSafeSerializers(logger: LoggerOption | undefined): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...logSerializers } };
}
