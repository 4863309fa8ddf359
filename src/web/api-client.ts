import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '#domain/api/error-codes.ts';
import type { FieldIssue } from '#domain/api/errors.ts';
import { errorMessages } from '#domain/messages/errors.ts';

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

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Calls the API and returns its answer typed with the endpoint's response schema from
 * src/domain/api: `apiRequest<typeof ThingResponseSchema>(path)`. The server serialises every
 * answer with that schema, so the browser does not parse it again: that would put zod on every
 * page (decision 0032). What it does check is cheap: a successful answer is JSON (an HTML page or
 * an empty body from something between becomes an error the page shows, not a crash later), and a
 * refusal carries a known code, a message and well-formed field issues.
 */
export async function apiRequest<Schema extends z.ZodType>(path: string, options: RequestOptions = {}): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: options.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Could not reach the server. Please check your connection and try again.');
  }

  if (response.status === 204) return undefined as z.output<Schema>;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw refusalOf(response.status, payload);
  if (typeof payload !== 'object' || payload === null) throw new ApiError(response.status, 'internal_error', errorMessages.internal_error);
  return payload as z.output<Schema>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);
const isFieldIssue = (value: unknown): value is FieldIssue => isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/** The error a refusal becomes: the server's code, message and field issues when it sent the error envelope. */
function refusalOf(status: number, payload: unknown): ApiError {
  const error = isRecord(payload) ? payload.error : undefined;
  if (!isRecord(error) || !isErrorCode(error.code) || typeof error.message !== 'string') {
    return new ApiError(status, 'internal_error', errorMessages.internal_error);
  }
  const issues = error.issues === undefined ? [] : error.issues;
  if (!Array.isArray(issues) || !issues.every(isFieldIssue)) return new ApiError(status, 'internal_error', errorMessages.internal_error);
  return new ApiError(status, error.code, error.message, issues);
}
