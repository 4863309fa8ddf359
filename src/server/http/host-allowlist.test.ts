import { count } from 'drizzle-orm';
import { msg } from '@lingui/core/macro';
import { beforeAll, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { createMember } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { rawRequest } from '#tests/raw-http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { createHostPolicy } from './allowed-hosts.ts';
import { inSourceLanguage, translatorFor } from '#server/i18n/index.ts';
import { unknownHostMessage as refusedText } from './unknown-host-page.ts';

const unknownHostMessage = inSourceLanguage(refusedText);

describe('host policy', () => {
  const policy = createHostPolicy('https://culture.example.com', ['127.0.0.1', 'app.internal:8080', 'http://[::1]:3000']);

  it('admits the public host, with or without its default port, and the listed hosts', () => {
    for (const host of [
      'culture.example.com',
      'CULTURE.example.com',
      'culture.example.com:443',
      'culture.example.com.',
      '127.0.0.1:4123',
      'app.internal:8080',
      '[::1]:3000',
      '[0:0::1]:3000',
    ]) {
      expect(policy.allowsHost(host), host).toBe(true);
    }
  });

  it('refuses other names, ports and malformed values', () => {
    for (const host of [
      'rebind.attacker.example',
      'culture.example.com:8443',
      'culture.example.com.attacker.example',
      'app.internal:8081',
      '[::1]:3001',
      'user@culture.example.com',
      'culture.example.com/x',
      '',
      ' ',
    ]) {
      expect(policy.allowsHost(host), host).toBe(false);
    }
  });

  it('admits only our origins, whatever the request was addressed to', () => {
    expect(policy.allowsOrigin('https://culture.example.com')).toBe(true);
    expect(policy.allowsOrigin('http://127.0.0.1:4123')).toBe(true);
    expect(policy.allowsOrigin('http://[::1]:3000')).toBe(true);
    for (const origin of [
      'http://culture.example.com',
      'https://rebind.attacker.example',
      'http://[::1]:3001',
      'null',
      'https://culture.example.com/path',
    ]) {
      expect(policy.allowsOrigin(origin), origin).toBe(false);
    }
  });

  it('answers a spelling asked again as the first time: allowed ones are remembered, refused ones never', () => {
    const asked = createHostPolicy('https://culture.example.com', ['127.0.0.1']);
    // More case spellings of allowed names than are remembered, each asked twice.
    const allowedSpellings = Array.from({ length: 40 }, (_, index) =>
      `Culture.Example.Com`
        .split('')
        .map((letter, at) => ((index >> at) & 1 ? letter.toUpperCase() : letter.toLowerCase()))
        .join(''),
    );
    for (const round of [1, 2]) {
      for (const host of ['rebind.attacker.example', 'culture.example.com:8443', ''])
        expect(asked.allowsHost(host), `${host}, round ${round}`).toBe(false);
      expect(asked.allowsOrigin('https://rebind.attacker.example'), `round ${round}`).toBe(false);
      for (const host of [...allowedSpellings, '127.0.0.1:80']) expect(asked.allowsHost(host), `${host}, round ${round}`).toBe(true);
      expect(asked.allowsOrigin('http://127.0.0.1:4123'), `round ${round}`).toBe(true);
    }
  });
});

describe(`host allowlist and DNS rebinding on ${testEngine}`, () => {
  let rebindingOrigin: string;
  const { database, server } = useTestServer();
  beforeAll(async () => {
    // The attacker's name, resolving (after rebinding) to this server: same port, foreign host.
    rebindingOrigin = `http://rebind.attacker.example:${new URL(server.baseUrl).port}`;
  });

  const asRebindingPage = (path: string, init: { method?: string; body?: unknown } = {}) =>
    rawRequest(server.baseUrl, {
      method: init.method ?? 'GET',
      path,
      headers: {
        host: new URL(rebindingOrigin).host,
        // What a browser sends from the attacker's page to its own (rebound) name.
        origin: rebindingOrigin,
        'sec-fetch-site': 'same-origin',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  it('refuses every request addressed to a foreign host name, in the error shape', async () => {
    for (const path of ['/api/health', '/api/mailbox', '/api/session', '/login']) {
      const response = await asRebindingPage(path);
      expect(response.status, path).toBe(400);
      expect(ErrorResponseSchema.parse(response.json()).error).toEqual({ code: 'bad_request', message: unknownHostMessage });
    }
  });

  it('stops the account takeover: forgot-password, mailbox, reset and sign-in all refused', async () => {
    const victim = await createMember(database.db, { email: 'victim@example.test' });
    const forgot = await asRebindingPage('/api/accounts/forgot-password', { method: 'POST', body: { email: victim.email } });
    expect(forgot.status).toBe(400);
    expect((await database.db.select({ n: count() }).from(mailOutbox))[0]?.n).toBe(0);

    const mailbox = await asRebindingPage('/api/mailbox');
    expect(mailbox.status).toBe(400);
    const reset = await asRebindingPage('/api/accounts/reset-password', {
      method: 'POST',
      body: { token: 'A'.repeat(43), password: 'a-new-pass-77', confirmPassword: 'a-new-pass-77' },
    });
    expect(reset.status).toBe(400);
    const signIn = await asRebindingPage('/api/session', { method: 'POST', body: { email: victim.email, password: 'a-new-pass-77' } });
    expect(signIn.status).toBe(400);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an Origin equal to a foreign host even when a proxy carries that host in X-Forwarded-Host', async () => {
    const response = await rawRequest(server.baseUrl, {
      method: 'POST',
      path: '/api/accounts/forgot-password',
      headers: { 'x-forwarded-host': new URL(rebindingOrigin).host, origin: rebindingOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.test' }),
    });
    expect(response.status).toBe(400);
    expect((await database.db.select({ n: count() }).from(mailOutbox))[0]?.n).toBe(0);
  });

  it('refuses, as cross-origin, an allowed host whose page claims a foreign Origin', async () => {
    const response = await rawRequest(server.baseUrl, {
      method: 'POST',
      path: '/api/accounts/forgot-password',
      headers: { origin: rebindingOrigin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.test' }),
    });
    expect(response.status).toBe(403);
    expect(ErrorResponseSchema.parse(response.json()).error.code).toBe('cross_origin_request');
  });

  it("answers PUBLIC_URL's host and the ALLOWED_HOSTS ones", async () => {
    const viaPublicName = await rawRequest(server.baseUrl, { path: '/api/health', headers: { host: 'localhost:3000' } });
    expect(viaPublicName.status).toBe(200);
    const viaListedAddress = await rawRequest(server.baseUrl, { path: '/api/health' });
    expect(viaListedAddress.status).toBe(200);
    const fromPublicOrigin = await rawRequest(server.baseUrl, {
      method: 'POST',
      path: '/api/accounts/forgot-password',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.test' }),
    });
    expect(fromPublicOrigin.status).toBe(202);
  });
});

describe(`host allowlist with only PUBLIC_URL on ${testEngine}`, () => {
  const { server } = useTestServer({ env: { ALLOWED_HOSTS: [] } });

  it('refuses even the loopback address it listens on when that is not configured', async () => {
    const response = await rawRequest(server.baseUrl, { path: '/api/health' });
    expect(response.status).toBe(400);
    const configured = await rawRequest(server.baseUrl, { path: '/api/health', headers: { host: 'localhost:3000' } });
    expect(configured.status).toBe(200);
  });

  // A newcomer opens http://127.0.0.1:3000 instead of localhost: a page, not the API's JSON.
  const navigation = { accept: 'text/html,application/xhtml+xml', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

  it("shows a browser opening a loopback address a page that links to PUBLIC_URL's address", async () => {
    for (const host of ['127.0.0.1:3000', '[::1]:3000']) {
      const response = await rawRequest(server.baseUrl, { path: '/dashboard', headers: { ...navigation, host } });
      expect(response.status, host).toBe(400);
      expect(response.headers['content-type'], host).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy'], host).toContain("default-src 'none'");
      expect(response.text, host).toContain('<a href="http://localhost:3000/">Open CultureLens at http://localhost:3000</a>');
      expect(response.text, host).toContain('ALLOWED_HOSTS');
    }
  });

  it('names no address to a rebinding name, and answers scripts in the error shape', async () => {
    const page = await rawRequest(server.baseUrl, { path: '/', headers: { ...navigation, host: 'rebind.attacker.example:3000' } });
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).not.toContain('localhost');
    const script = await rawRequest(server.baseUrl, {
      path: '/api/session',
      headers: { host: '127.0.0.1:3000', 'sec-fetch-mode': 'cors', accept: 'text/html' },
    });
    expect(script.status).toBe(400);
    expect(ErrorResponseSchema.parse(script.json()).error).toEqual({ code: 'bad_request', message: unknownHostMessage });
  });

  it("writes the page in the browser's language, as the app's shell is chosen, right to left in Arabic", async () => {
    const loopback = '127.0.0.1:3000';
    const german = await rawRequest(server.baseUrl, {
      path: '/',
      headers: { ...navigation, host: loopback, 'accept-language': 'de-CH, de;q=0.9, en;q=0.5' },
    });
    expect(german.status).toBe(400);
    expect(german.text).toContain('<html lang="de-DE" dir="ltr">');
    const de = translatorFor('de');
    const publicAddress = 'http://localhost:3000';
    const opening = de._(msg`Open CultureLens at ${publicAddress}`);
    expect(opening).not.toContain('Open CultureLens');
    expect(german.text).toContain(`<a href="http://localhost:3000/">${opening}</a>`);
    expect(german.text).not.toContain('answers only at the address');

    const arabic = await rawRequest(server.baseUrl, { path: '/', headers: { ...navigation, host: loopback, 'accept-language': 'ar' } });
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toMatch(/<h1>[^<]*\p{Script=Arabic}/u);

    // A name the server does not answer to: the refusal alone, in French, and the API's message in French too.
    const french = await rawRequest(server.baseUrl, {
      path: '/',
      headers: { ...navigation, host: 'rebind.attacker.example:3000', 'accept-language': 'fr' },
    });
    expect(french.text).toContain(translatorFor('fr')._(refusedText).replace(/'/g, '&#39;'));
    const script = await rawRequest(server.baseUrl, {
      path: '/api/session',
      headers: { host: '127.0.0.1:3000', 'sec-fetch-mode': 'cors', 'accept-language': 'fr' },
    });
    expect(ErrorResponseSchema.parse(script.json()).error.message).toBe(translatorFor('fr')._(refusedText));
  });
});
