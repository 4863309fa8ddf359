import type { z } from 'zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocaleOf } from '#domain/locales.ts';
import type { EndpointKey, Endpoints } from '#domain/api/endpoints.ts';
import { ERROR_CODES, type ErrorCode } from '#domain/api/error-codes.ts';
import type { FieldIssue } from '#domain/api/errors.ts';
import { errorMessages } from '#domain/messages/errors.ts';
import { currentLocale } from './i18n/locale.ts';

/** A failed API call, carrying the server's error code, message and field issues. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field issues keyed by path, for showing next to form fields. */
  fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const issue of this.issues) byField[issue.path] ??= issue.message;
    return byField;
  }
}

/** The routes the web app calls: every entry of the endpoint map but those a browser opens by a link. */
export type ApiKey = { [Key in EndpointKey]: Endpoints[Key] extends { link: string } ? never : Key }[EndpointKey];

type SchemaAt<Key extends EndpointKey, Field extends string> = Endpoints[Key] extends {
  readonly [F in Field]: infer Schema extends z.ZodType;
}
  ? Schema
  : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;
type Responses<Key extends EndpointKey> = Endpoints[Key] extends { readonly response: infer Answers } ? Answers : never;
type SuccessOf<Key extends EndpointKey> = Extract<keyof Responses<Key>, SuccessStatus>;

/** What a route answers when it succeeds: nothing for 204. */
export type ApiAnswer<Key extends ApiKey> =
  SuccessOf<Key> extends 204 ? undefined : Responses<Key>[SuccessOf<Key>] extends infer Schema extends z.ZodType ? z.output<Schema> : never;

type ParamsOption<Key extends EndpointKey> =
  SchemaAt<Key, 'params'> extends z.ZodType ? { params: z.input<SchemaAt<Key, 'params'>> } : { params?: never };
type QueryOption<Key extends EndpointKey> =
  SchemaAt<Key, 'querystring'> extends z.ZodType
    ? Record<string, never> extends z.input<SchemaAt<Key, 'querystring'>>
      ? { query?: z.input<SchemaAt<Key, 'querystring'>> }
      : { query: z.input<SchemaAt<Key, 'querystring'>> }
    : { query?: never };
// A write without a body schema may still send `{}`: what the request guard asks of a write is a JSON body.
type BodyOption<Key extends EndpointKey> =
  SchemaAt<Key, 'body'> extends z.ZodType ? { body: z.input<SchemaAt<Key, 'body'>> } : { body?: Record<string, never> };

/** A call's path parameters, query and body, each typed by the route's entry; required where the route has them. */
export type ApiOptions<Key extends ApiKey> = ParamsOption<Key> & QueryOption<Key> & BodyOption<Key> & { signal?: AbortSignal };
type OptionsArgument<Key extends ApiKey> =
  Record<string, never> extends ApiOptions<Key> ? [options?: ApiOptions<Key>] : [options: ApiOptions<Key>];

/** The address of a call: the route's path with its parameters filled in, then its query. */
export function apiPath(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.append(name, String(value));
  const queryString = search.toString();
  return queryString === '' ? filled : `${filled}?${queryString}`;
}

/**
 * Calls a route of the endpoint map (src/domain/api/endpoints.ts) by its method and path,
 * `api('GET /api/assessments/:id/questionnaire', { params: { id } })`, and returns its answer
 * typed with the route's response schema: a wrong path, method, parameter or body is a type error.
 * Only the map's types are imported here; the server serialises every answer with its schema,
 * so the browser does not parse it again: that would put zod on every page (decision 0032). What
 * it does check is cheap: a successful answer is JSON (an HTML page or an empty body from
 * something between becomes an error the page shows, not a crash later), and a refusal carries a
 * known code, a message and well-formed field issues.
 */
export async function api<Key extends ApiKey>(key: Key, ...[options]: OptionsArgument<Key>): Promise<ApiAnswer<Key>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const [method, path] = key.split(' ') as [string, string];
  // The server answers in the language the page shows (its messages, the questions' translations).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': intlLocaleOf(currentLocale()) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiPath(path, params, query), {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', i18n._(msg`Could not reach the server. Please check your connection and try again.`));
  }

  if (response.status === 204) return undefined as ApiAnswer<Key>;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusalOf(response.status, payload);
  if (typeof payload !== 'object' || payload === null)
    throw new ApiError(response.status, 'internal_error', i18n._(errorMessages.internal_error));
  return payload as ApiAnswer<Key>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);
const isFieldIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** The error a refusal becomes: the server's code, message and field issues when it sent the error envelope. */
function refusalOf(status: number, payload: unknown): ApiError {
  const error = isRecord(payload) ? payload.error : undefined;
  if (!isRecord(error) || !isErrorCode(error.code) || typeof error.message !== 'string') {
    return new ApiError(status, 'internal_error', i18n._(errorMessages.internal_error));
  }
  const issues = error.issues === undefined ? [] : error.issues;
  if (!Array.isArray(issues) || !issues.every(isFieldIssue))
    return new ApiError(status, 'internal_error', i18n._(errorMessages.internal_error));
  return new ApiError(status, error.code, error.message, issues);
}
