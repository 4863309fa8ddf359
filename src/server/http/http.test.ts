import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect } from 'vitest';
import { endpoints } from '#domain/api/endpoints.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';

describe(`HTTP conventions on ${testEngine}`, () => {
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'culturelens-web-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>CultureLens app shell</title>');
    await writeFile(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');
  });
  const { server } = useTestServer(() => ({ webRoot }));

  it('answers an unknown API path with 404 in the error shape', async () => {
    const response = await server.request('/api/no-such-thing?x=1');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = ErrorResponseSchema.parse(await response.json());
    expect(body.error).toEqual({ code: 'not_found', message: 'No API endpoint GET /api/no-such-thing.' });
  });

  it('sends the security headers on every response', async () => {
    // An API answer, an API refusal and a page of the web app alike.
    for (const path of ['/api/health', '/api/no-such-thing', '/']) {
      const response = await server.request(path);
      const directives = (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim());
      expect(directives).toContain("script-src 'self'");
      expect(directives.join(';')).not.toContain('unsafe-inline');
      expect(directives).toContain("object-src 'none'");
      expect(directives).toContain("base-uri 'none'");
      expect(directives).toContain("frame-ancestors 'none'");
      // A year, subdomains included; browsers honour it over HTTPS only.
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it("has no <base> element in the web app, so base-uri 'none' breaks no page", async () => {
    const webSources = fileURLToPath(new URL('../../web', import.meta.url));
    const files = (await readdir(webSources, { recursive: true })).filter((file) => /\.(html|tsx?)$/.test(file));
    expect(files).toContain('index.html');
    for (const file of files) {
      expect(await readFile(join(webSources, file), 'utf8'), file).not.toMatch(/<base[\s>/]/i);
    }
  });

  it('refuses a state-changing request from another origin or with no origin at all', async () => {
    const foreign = await server.request('/api/health', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    expect(ErrorResponseSchema.parse(await foreign.json()).error.code).toBe('cross_origin_request');

    const anonymous = await fetch(`${server.baseUrl}/api/health`, { method: 'DELETE' });
    expect(anonymous.status).toBe(403);
  });

  it('lets a same-origin request through to routing', async () => {
    const response = await server.request('/api/no-such-thing', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(404);
  });

  it('refuses a text/plain body, the kind a cross-site form can send', async () => {
    const response = await server.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(ErrorResponseSchema.parse(await response.json()).error.code).toBe('unsupported_media_type');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await server.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/api/health');
  });

  it('serves exactly the routes of the endpoint map, each documented', async () => {
    const response = await server.request('/api/openapi.json');
    const document = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    // The OpenAPI document leaves out only itself.
    expect(documented.sort()).toEqual(
      Object.keys(endpoints)
        .filter((key) => key !== 'GET /api/openapi.json')
        .sort(),
    );
  });

  it('answers page paths with the app shell so the client router can show them', async () => {
    const response = await server.request('/some/deep/page', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('CultureLens app shell');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a browser asking for / with the app shell when the build pre-rendered no landing page', async () => {
    const response = await server.request('/', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('CultureLens app shell');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  describe('with a pre-rendered landing page', () => {
    let root: string;

    beforeAll(async () => {
      root = await mkdtemp(join(tmpdir(), 'culturelens-web-'));
      await mkdir(join(root, 'prerendered'));
      await writeFile(join(root, 'index.html'), '<!doctype html><title>CultureLens app shell</title>');
      await writeFile(join(root, 'prerendered', 'index.html'), '<!doctype html><title>CultureLens landing page</title><h1>Landing</h1>');
      await writeFile(join(root, 'prerendered', 'index.de.html'), '<!doctype html><html lang="de-DE" dir="ltr"><title>Startseite</title>');
      await writeFile(
        join(root, 'prerendered', 'index.ar.html'),
        '<!doctype html><html lang="ar" dir="rtl"><title>الصفحة الرئيسية</title>',
      );
    });
    const { server: prerenderedServer } = useTestServer(() => ({ webRoot: root }));

    it('serves it for GET / from a browser, query string and all, without caching it', async () => {
      for (const path of ['/', '/?next=/features']) {
        const response = await prerenderedServer.request(path, { headers: { accept: 'text/html,application/xhtml+xml' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('CultureLens landing page');
      }
    });

    it('serves it in the visitor’s language: a choice with ?lang= (kept in the cookie), else the cookie, else Accept-Language', async () => {
      const html = (headers: Record<string, string>, path = '/') =>
        prerenderedServer.request(path, { headers: { accept: 'text/html', ...headers } });
      expect(await (await html({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).text()).toContain('lang="de-DE"');
      expect(await (await html({ 'accept-language': 'ar-EG,ar;q=0.9' })).text()).toContain('dir="rtl"');
      // A language without a page of its own, or none asked for: British English.
      expect(await (await html({ 'accept-language': 'ja-JP' })).text()).toContain('CultureLens landing page');
      expect(await (await html({})).text()).toContain('CultureLens landing page');
      // The cookie of an earlier choice wins over the browser's languages.
      expect(await (await html({ 'accept-language': 'de-DE', cookie: 'culturelens_locale=en' })).text()).toContain(
        'CultureLens landing page',
      );

      const chosen = await html({ 'accept-language': 'en-GB' }, '/?lang=ar');
      expect(await chosen.text()).toContain('dir="rtl"');
      expect(chosen.headers.get('set-cookie')).toMatch(/^culturelens_locale=ar; Max-Age=31536000; Path=\/; SameSite=Lax$/);
      expect((await html({}, '/?lang=xx')).headers.get('set-cookie')).toBeNull();

      const vary = ((await html({ 'accept-language': 'de' })).headers.get('vary') ?? '')
        .split(',')
        .map((token) => token.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(['accept', 'accept-language', 'cookie']));
    });

    it('answers HEAD / like GET /, without a body', async () => {
      const head = await prerenderedServer.request('/', { method: 'HEAD', headers: { accept: 'text/html' } });
      const get = await prerenderedServer.request('/', { headers: { accept: 'text/html' } });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
      expect(head.headers.get('cache-control')).toBe('no-cache');
      expect(await head.text()).toBe('');
    });

    it('keeps the app shell for every other page and for / without Accept: text/html', async () => {
      const page = await prerenderedServer.request('/features', { headers: { accept: 'text/html' } });
      expect(await page.text()).toContain('CultureLens app shell');
      const notHtml = await prerenderedServer.request('/', { headers: { accept: '*/*' } });
      expect(notHtml.status).toBe(200);
      expect(await notHtml.text()).toContain('CultureLens app shell');
    });

    it('says that / and page paths vary on Accept, so a shared cache keeps what a browser gets apart from the rest', async () => {
      for (const [path, accept] of [
        ['/', 'text/html'],
        ['/', '*/*'],
        ['/features', 'text/html'],
        ['/features', '*/*'],
      ] as const) {
        const response = await prerenderedServer.request(path, { headers: { accept, 'accept-encoding': 'gzip' } });
        const page = !(path === '/features' && accept === '*/*');
        expect(response.status).toBe(page ? 200 : 404);
        const vary = (response.headers.get('vary') ?? '').split(',').map((token) => token.trim().toLowerCase());
        expect(vary).toEqual(expect.arrayContaining(page ? ['accept', 'accept-encoding'] : ['accept']));
      }
    });
  });

  it('serves hashed assets with long-lived caching and a missing asset as 404', async () => {
    const asset = await server.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await server.request('/assets/missing.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
  });
});
