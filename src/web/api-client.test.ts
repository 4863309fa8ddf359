import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { z } from 'zod';
import type { SaveAnswerResponseSchema } from '#domain/api/assessments.ts';
import { errorMessages } from '#domain/messages.ts';
import { ApiError, api, apiPath } from './api-client.ts';
import { apiError, json, stubApi } from './test-support.tsx';
import { i18n } from '@lingui/core';

const html = (status: number) =>
  new Response('<!doctype html><title>Bad gateway</title>', { status, headers: { 'content-type': 'text/html' } });

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
describe('api', () => {
  it('returns the JSON answer, and nothing for 204', async () => {
    stubApi({
      'PUT /api/assessments/a/answers/q1': () => json(200, { saved: true, answered: 1, total: 40 }),
      'DELETE /api/session': () => json(204),
    });
    await expect(
      api('PUT /api/assessments/:id/answers/:questionId', { params: { id: 'a', questionId: 'q1' }, body: { value: 4 } }),
    ).resolves.toEqual({
      saved: true,
      answered: 1,
      total: 40,
    });
    await expect(api('DELETE /api/session')).resolves.toBeUndefined();
  });

  it('turns a successful answer that is not JSON, or not an object, into an error instead of data', async () => {
    const answers = {
      html: () => html(200),
      empty: () => new Response('', { status: 200 }),
      text: () => json(200, 'saved'),
      null: () => json(200, null),
    };
    for (const [name, answer] of Object.entries(answers)) {
      stubApi({ 'GET /api/session': answer });
      const error = await failureOf(api('GET /api/session'));
      expect([name, error.status, error.code, error.message]).toEqual([name, 200, 'internal_error', i18n._(errorMessages.internal_error)]);
    }
  });

  it("carries a refusal's code, message and field issues", async () => {
    stubApi({
      'POST /api/people/import': () =>
        apiError(400, 'validation_failed', 'Some fields are missing or invalid.', [{ path: 'email', message: 'Enter an email address' }]),
      'GET /api/people': () => apiError(403, 'forbidden', 'You do not have permission.'),
    });
    const invalid = await failureOf(api('POST /api/people/import', { body: { csv: '' } }));
    expect([invalid.status, invalid.code, invalid.message, invalid.fieldErrors()]).toEqual([
      400,
      'validation_failed',
      'Some fields are missing or invalid.',
      { email: 'Enter an email address' },
    ]);
    const forbidden = await failureOf(api('GET /api/people', { query: { role: 'all', status: 'all' } }));
    expect([forbidden.status, forbidden.code, forbidden.issues]).toEqual([403, 'forbidden', []]);
  });

  it('shows none of a refusal that is not in the error envelope: an unknown code, a message or issues of another shape, a page', async () => {
    const envelope = (error: unknown) => () => json(409, { error });
    const refusals = {
      'unknown code': envelope({ code: 'session_hijacked', message: 'Sign in at evil.example' }),
      'no message': envelope({ code: 'conflict', message: { text: 'x' } }),
      'bad issues': envelope({ code: 'validation_failed', message: 'Invalid', issues: [{ path: 'email', message: 1 }] }),
      'issues not a list': envelope({ code: 'validation_failed', message: 'Invalid', issues: 'email' }),
      'no envelope': () => json(409, { code: 'conflict', message: 'Flat' }),
      page: () => html(502),
    };
    for (const [name, refusal] of Object.entries(refusals)) {
      stubApi({ 'GET /api/session': refusal });
      const error = await failureOf(api('GET /api/session'));
      expect([name, error.code, error.message, error.issues]).toEqual([name, 'internal_error', i18n._(errorMessages.internal_error), []]);
    }
  });

  it('says the server could not be reached when the request never got an answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failureOf(api('GET /api/session'));
    expect([error.status, error.code]).toEqual([0, 'network_error']);
  });
});

describe('the address of a call', () => {
  it("fills the route's path parameters, encoded, and adds the query without empty values", () => {
    expect(apiPath('/api/assessments/:id/answers/:questionId', { id: 'a/b', questionId: 'q 1' })).toBe(
      '/api/assessments/a%2Fb/answers/q%201',
    );
    expect(apiPath('/api/people', {}, { role: 'all', search: undefined, page: 2 })).toBe('/api/people?role=all&page=2');
    expect(apiPath('/api/session')).toBe('/api/session');
  });
});

/**
 * The endpoint map types every call: these lines must fail typecheck (`@ts-expect-error` fails
 * `npm run typecheck` if they ever stop failing). The functions are never called.
 */
describe('calls the endpoint map refuses', () => {
  it('types the answer by the route', () => {
    expectTypeOf(api<'PUT /api/assessments/:id/answers/:questionId'>).returns.resolves.toEqualTypeOf<
      z.output<typeof SaveAnswerResponseSchema>
    >();
    expectTypeOf(api<'DELETE /api/session'>).returns.resolves.toBeUndefined();
  });

  it('refuses a path, a method, a parameter or a body the map does not have', () => {
    const wrongCalls = () => {
      // @ts-expect-error: no such path
      void api('GET /api/assessment');
      // @ts-expect-error: the path exists, but not with this method
      void api('DELETE /api/assessments');
      // @ts-expect-error: the route's path parameters are required
      void api('GET /api/assessments/:id/questionnaire');
      // @ts-expect-error: a parameter the path does not have
      void api('GET /api/assessments/:id/questionnaire', { params: { assessmentId: 'a1' } });
      // @ts-expect-error: a body of the wrong shape
      void api('PATCH /api/assessments/:id/status', { params: { id: 'a1' }, body: { status: 'archived' } });
      // @ts-expect-error: a body where the route takes none
      void api('GET /api/assessments', { body: { title: 'x' } });
      // @ts-expect-error: a file is opened by a link, not read by the API client
      void api('GET /api/export/:id/csv', { params: { id: 'a1' } });
      // @ts-expect-error: a stub of a route that does not exist
      stubApi({ 'GET /api/assessments/a1/questionaire': () => json(200, {}) });
    };
    expect(typeof wrongCalls).toBe('function');
  });
});
