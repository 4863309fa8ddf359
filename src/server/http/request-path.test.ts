import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { rawRequest } from '#tests/raw-http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { unusualPath, unusualPathMessage } from './request-path.ts';

describe('request paths', () => {
  it('accepts plain paths and encodings that only stand for themselves', () => {
    for (const path of [
      '/',
      '/api/session',
      '/api/results/3f0c?x=%61&token=..%2F',
      '/invite/abc_DEF-123',
      '/caf%C3%A9',
      '/some%20page',
      '/.well-known/security.txt',
    ]) {
      expect(unusualPath(path), path).toBeNull();
    }
  });

  it('refuses every spelling by which one path could pass for another', () => {
    for (const path of [
      '/%61pi/session',
      '/API%2fsession',
      '/api%2Fsession',
      '/api/%2e%2e/x',
      '/x/../api/session',
      '/api/./session',
      '/api/session/..',
      '//api/session',
      '/api\\session',
      '/api/%00',
      '/%2561pi',
      '/%zz',
      'http://localhost/api/session',
      '*',
    ]) {
      expect(unusualPath(path), path).not.toBeNull();
    }
  });
});

describe(`path spellings over HTTP on ${testEngine}`, () => {
  let cookie: string;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'culturelens-web-'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>CultureLens app shell</title>');
  });
  // Its tests share the member signed in before them.
  const { database, server } = useTestServer(() => ({ webRoot }), { emptied: 'once' });
  beforeAll(async () => {
    const member = await createMember(database.db);
    cookie = await signInAs(server, member.email);
  });

  it('does not let /%61pi/… past the cross-site request check', async () => {
    // Routed to DELETE /api/session (sign-out) by the router, but never checked for its origin before.
    const response = await rawRequest(server.baseUrl, {
      method: 'DELETE',
      path: '/%61pi/session',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).error).toEqual({ code: 'bad_request', message: unusualPathMessage });
    const stillSignedIn = await server.request('/api/session', { cookie });
    expect(((await stillSignedIn.json()) as { user: unknown }).user).not.toBeNull();
  });

  it('answers /%61pi/session and dot-segment spellings with 400, never as /api/session', async () => {
    for (const path of ['/%61pi/session', '/x/../api/session', '/api/./session', '/api/%2e%2e/api/session', '/api%2Fsession']) {
      const response = await rawRequest(server.baseUrl, { path, headers: { cookie } });
      expect(response.status, path).toBe(400);
    }
  });

  it('lets no spelling of an /api path reach a handler without its policy', async () => {
    // GET /api/people is for administrators: signed out it answers 401, to an employee 403. Any other
    // spelling is refused before routing (400) or routes nowhere (404); had one reached the handler
    // past the policy, it would answer 200 or, with no admitted member, 500.
    const spellings = [
      '/api/people',
      '/%61pi/people',
      '/api/%70eople',
      '//api/people',
      '/api//people',
      '/api/../api/people',
      '/api/./people',
      '/API/people',
      '/Api/People',
      '/api/people/',
      '/api%2Fpeople',
      '/api%2fpeople',
      '/api/people;x',
      '/api/people%3F',
      '/api/people%20',
      '/api/people#x',
    ];
    for (const path of spellings) {
      for (const [who, headers] of [
        ['signed out', {}],
        ['employee', { cookie }],
      ] as const) {
        const response = await rawRequest(server.baseUrl, { path, headers: { accept: 'application/json', ...headers } });
        expect([400, 401, 403, 404], `${path} ${who}`).toContain(response.status);
        if (response.status === 401) expect(who, path).toBe('signed out');
        if (response.status === 403) expect(who, path).toBe('employee');
        expect(ErrorResponseSchema.safeParse(response.json()).success, path).toBe(true);
      }
    }
  });

  it('guards state-changing requests on every path, not only under /api', async () => {
    const response = await rawRequest(server.baseUrl, {
      method: 'POST',
      path: '/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('still serves page paths with ordinary encodings', async () => {
    const response = await rawRequest(server.baseUrl, { path: '/caf%C3%A9', headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.text).toContain('CultureLens app shell');
  });
});
