import type { z } from 'zod';
import { ErrorResponseSchema, type ErrorCode, type FieldIssue } from '#domain/api/errors.ts';
import { errorMessages } from '#domain/messages.ts';

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
 * Calls the API and parses the answer with the endpoint's schema from src/domain/api: the
 * same schema the server serialises with, so the types cannot drift apart.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  responseSchema: Schema,
  options: RequestOptions = {},
): Promise<z.infer<Schema>> {
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

  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorResponseSchema.safeParse(payload);
    if (parsed.success) {
      const { code, message, issues } = parsed.data.error;
      throw new ApiError(response.status, code, message, issues);
    }
    throw new ApiError(response.status, 'internal_error', errorMessages.internal_error);
  }
  return responseSchema.parse(payload);
}
