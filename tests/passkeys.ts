import { expect } from 'vitest';
import type { TestServer } from './http.ts';
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from './software-authenticator.ts';
import { testEnv } from './http.ts';

/** An authenticator on the tests' PUBLIC_URL (http://localhost:3000): the origin and RP ID the server expects. */
export function testAuthenticator(): SoftwareAuthenticator {
  const publicUrl = new URL(testEnv.PUBLIC_URL ?? '');
  return createSoftwareAuthenticator({ origin: publicUrl.origin, rpId: publicUrl.hostname });
}

/** The ceremony cookie a response set, as a Cookie header value. */
export function ceremonyCookieFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => /^(__Host-)?culturelens_passkey_ceremony=/.test(value));
  if (!cookie) throw new Error('the response set no ceremony cookie');
  return cookie.split(';')[0] ?? '';
}

/** Cookie header values joined, the ones not given left out. */
export const cookies = (...values: (string | undefined)[]) => values.filter(Boolean).join('; ');

/** Starts a ceremony: its options and its cookie. */
export async function startCeremony(server: TestServer, path: string, body: unknown = {}, cookie?: string) {
  const response = await server.request(path, { method: 'POST', body, ...(cookie ? { cookie } : {}) });
  expect(response.status, await response.clone().text()).toBe(200);
  return { options: (await response.json()) as { challenge: string; user: { id: string } }, cookie: ceremonyCookieFrom(response) };
}

/** Adds a passkey of `authenticator` as the signed-in person (the session must be freshly confirmed); answers its id. */
export async function addPasskey(server: TestServer, session: string, authenticator: SoftwareAuthenticator, name = 'Laptop') {
  const started = await startCeremony(server, '/api/passkeys/registration/options', {}, session);
  const response = await server.request('/api/passkeys/registration', {
    method: 'POST',
    body: { name, response: authenticator.register(started.options) },
    cookie: cookies(session, started.cookie),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
