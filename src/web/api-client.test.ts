import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type { SaveAnswerResponseSchema } from '#domain/api/assessments.ts';
import { errorMessages } from '#domain/messages.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { apiError, json, stubApi } from './test-support.tsx';

const html = (status: number) => new Response('<!doctype html><title>Bad gateway</title>', { status, headers: { 'content-type': 'text/html' } });

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

/**
 * The browser trusts the server's answers to have their schema's shape (decision 0032); these are
 * the checks it still makes, so that something else answering (a proxy's error page, an empty
 * body, a refusal in another shape) becomes an error a page shows instead of data it misreads.
 */
describe('apiRequest', () => {
  it('returns the JSON answer, and nothing for 204', async () => {
    stubApi({
      'PUT /api/assessments/a/answers/q1': () => json(200, { saved: true, answered: 1, total: 40 }),
      'DELETE /api/session': () => json(204),
    });
    await expect(apiRequest<typeof SaveAnswerResponseSchema>('/api/assessments/a/answers/q1', { method: 'PUT', body: { value: 4 } })).resolves.toEqual({
      saved: true,
      answered: 1,
      total: 40,
    });
    await expect(apiRequest<z.ZodUndefined>('/api/session', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('turns a successful answer that is not JSON, or not an object, into an error instead of data', async () => {
    stubApi({
      'GET /api/html': () => html(200),
      'GET /api/empty': () => new Response('', { status: 200 }),
      'GET /api/text': () => json(200, 'saved'),
      'GET /api/null': () => json(200, null),
    });
    for (const path of ['/api/html', '/api/empty', '/api/text', '/api/null']) {
      const error = await failureOf(apiRequest<typeof SaveAnswerResponseSchema>(path));
      expect([path, error.status, error.code, error.message]).toEqual([path, 200, 'internal_error', errorMessages.internal_error]);
    }
  });

  it("carries a refusal's code, message and field issues", async () => {
    stubApi({
      'POST /api/people': () => apiError(400, 'validation_failed', 'Some fields are missing or invalid.', [{ path: 'email', message: 'Enter an email address' }]),
      'GET /api/people': () => apiError(403, 'forbidden', 'You do not have permission.'),
    });
    const invalid = await failureOf(apiRequest('/api/people', { method: 'POST', body: {} }));
    expect([invalid.status, invalid.code, invalid.message, invalid.fieldErrors()]).toEqual([
      400,
      'validation_failed',
      'Some fields are missing or invalid.',
      { email: 'Enter an email address' },
    ]);
    const forbidden = await failureOf(apiRequest('/api/people'));
    expect([forbidden.status, forbidden.code, forbidden.issues]).toEqual([403, 'forbidden', []]);
  });

  it('shows none of a refusal that is not in the error envelope: an unknown code, a message or issues of another shape, a page', async () => {
    const envelope = (error: unknown) => () => json(409, { error });
    stubApi({
      'GET /api/unknown-code': envelope({ code: 'session_hijacked', message: 'Sign in at evil.example' }),
      'GET /api/no-message': envelope({ code: 'conflict', message: { text: 'x' } }),
      'GET /api/bad-issues': envelope({ code: 'validation_failed', message: 'Invalid', issues: [{ path: 'email', message: 1 }] }),
      'GET /api/issues-not-a-list': envelope({ code: 'validation_failed', message: 'Invalid', issues: 'email' }),
      'GET /api/no-envelope': () => json(409, { code: 'conflict', message: 'Flat' }),
      'GET /api/page': () => html(502),
    });
    for (const path of ['/api/unknown-code', '/api/no-message', '/api/bad-issues', '/api/issues-not-a-list', '/api/no-envelope', '/api/page']) {
      const error = await failureOf(apiRequest(path));
      expect([path, error.code, error.message, error.issues]).toEqual([path, 'internal_error', errorMessages.internal_error, []]);
    }
  });

  it('says the server could not be reached when the request never got an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failureOf(apiRequest('/api/session'));
    expect([error.status, error.code]).toEqual([0, 'network_error']);
  });
});
