import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect } from 'vitest';
import { ExportPreviewSchema } from '#domain/api/export.ts';
import { respond, signedInAdmin, startAssessment } from '#tests/assessments.ts';
import { testEngine } from '#tests/db.ts';
import { readPdf } from '#tests/pdf.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { precompressFolder, type PrecompressedFile } from '../../../scripts/precompress.ts';
import { isCompressibleType, registerCompression } from './compression.ts';

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET exactly as sent, its body as the bytes that came over the wire (fetch would decompress them). */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: base.hostname, port: base.port, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The body as the client reads it once it has undone the answer's Content-Encoding. */
function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

const varyTokens = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());

// A real, large production script, standing in for the app's biggest chunk.
const largeScript = join(
  dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-server-legacy.browser.production.js',
);
const SCRIPT = '/assets/app-4f9c2b1d.js';

describe(`compressed web app files and API answers on ${testEngine}`, () => {
  let webRoot: string;
  let script: Buffer;
  let shell: string;
  let precompressed: PrecompressedFile[];

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'culturelens-web-'));
    await mkdir(join(webRoot, 'assets'));
    await mkdir(join(webRoot, 'prerendered'));
    await copyFile(largeScript, join(webRoot, SCRIPT));
    await writeFile(join(webRoot, 'assets', 'tiny-0a1b2c3d.js'), 'export const tiny = 1;');
    shell = `<!doctype html><html lang="en-GB"><head><title>CultureLens</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
    await writeFile(join(webRoot, 'index.html'), shell);
    await writeFile(
      join(webRoot, 'prerendered', 'index.html'),
      `<!doctype html><title>Landing</title>${'<p>Understand your culture. Protect every voice.</p>'.repeat(40)}`,
    );
    // The build's own step (scripts/build-web.ts runs it over dist/web).
    precompressed = await precompressFolder(webRoot);
    script = await readFile(join(webRoot, SCRIPT));
  });
  const { database, server } = useTestServer(() => ({ webRoot }));

  it('writes brotli and gzip copies beside large text files, and none beside files under 1 kB', async () => {
    const bySuffix = (suffix: string) => precompressed.find((file) => file.path.endsWith(suffix));
    expect(bySuffix(SCRIPT)?.brotliBytes).toBeLessThan(script.length / 3);
    expect(bySuffix(SCRIPT)?.gzipBytes).toBeLessThan(script.length / 3);
    expect(bySuffix('tiny-0a1b2c3d.js')).toMatchObject({ brotliBytes: null, gzipBytes: null });
    expect(brotliDecompressSync(await readFile(join(webRoot, `${SCRIPT}.br`))).equals(script)).toBe(true);
    expect(gunzipSync(await readFile(join(webRoot, `${SCRIPT}.gz`))).equals(script)).toBe(true);
  });

  it.each([
    ['br', 'gzip, deflate, br', 'br'],
    ['br', 'br', 'br'],
    ['gzip', 'gzip', 'gzip'],
    ['gzip', 'br;q=0, gzip', 'gzip'],
    ['nothing', 'identity', undefined],
    ['nothing', '', undefined],
  ])('sends a script as %s to a browser accepting %j, the same bytes once decoded', async (_label, acceptEncoding, expected) => {
    const answer = await get(server.baseUrl, SCRIPT, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(expected);
    expect(varyTokens(answer)).toContain('accept-encoding');
    expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // Buffer comparison: a deep equality over every byte of a large file takes seconds.
    expect(decoded(answer).equals(script)).toBe(true);
    // The build's copy itself, not one compressed again per request.
    if (expected) expect(answer.body.equals(await readFile(join(webRoot, `${SCRIPT}.${expected === 'br' ? 'br' : 'gz'}`)))).toBe(true);
    // Cache and security headers as for every asset.
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a file under 1 kB as it is, without compressing it on the fly', async () => {
    const answer = await get(server.baseUrl, '/assets/tiny-0a1b2c3d.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export const tiny = 1;');
  });

  it('compresses the landing page and the app shell, which stay uncached', async () => {
    const landing = await get(server.baseUrl, '/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(landing.headers['content-encoding']).toBe('br');
    expect(decoded(landing).toString()).toContain('Protect every voice.');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(varyTokens(landing)).toContain('accept-encoding');

    const page = await get(server.baseUrl, '/results-dashboard', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decoded(page).toString()).toBe(shell);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('compresses a large JSON answer of the API, and leaves a small one alone', async () => {
    const plain = await get(server.baseUrl, '/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    for (const encoding of ['br', 'gzip']) {
      const compressed = await get(server.baseUrl, '/api/openapi.json', { 'accept-encoding': encoding });
      expect(compressed.status).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(varyTokens(compressed)).toContain('accept-encoding');
      expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
      expect(JSON.parse(decoded(compressed).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
    const health = await get(server.baseUrl, '/api/health', { 'accept-encoding': 'br' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  describe('exports', () => {
    it('downloads the CSV and the PDF intact to a client that accepts compression; the PDF is never compressed again', async () => {
      const { organisationId, cookie } = await signedInAdmin(server, database.db);
      const assessment = await startAssessment(server, cookie);
      for (let i = 0; i < 6; i += 1) await respond(server, database.db, organisationId, assessment.id, (index) => 1 + ((index + i) % 5));
      expect(ExportPreviewSchema.parse(await (await server.request('/api/export', { cookie })).json())).toMatchObject({ available: true });

      const headers = { cookie, 'accept-encoding': 'br, gzip' };
      const csv = await get(server.baseUrl, `/api/export/${assessment.id}/csv`, headers);
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="culturelens-[a-z0-9-]+-wave-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
      const csvText = decoded(csv).toString('utf8');
      expect(csvText.startsWith('\uFEFFOrganisation Name,Assessment Title')).toBe(true);
      expect(csvText).toContain(assessment.title);

      const pdf = await get(server.baseUrl, `/api/export/${assessment.id}/pdf`, headers);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await readPdf(pdf.body)).text).toContain(assessment.title);
      // Left alone because pdfkit deflates its page streams already: what brotli would still save is
      // the small uncompressed object structure around them (printed, for the record).
      const saved = 1 - brotliCompressSync(pdf.body).length / pdf.body.length;
      console.log(`PDF export ${pdf.body.length} bytes; brotli would save ${(saved * 100).toFixed(0)}%`);
    });
  });
});

describe('what is compressed on the fly', () => {
  it.each([
    'application/json; charset=utf-8',
    'text/html; charset=utf-8',
    'text/csv; charset=utf-8',
    'application/problem+json',
    'image/svg+xml',
  ])('compresses %s', (type) => expect(isCompressibleType(type)).toBe(true));
  it.each(['text/event-stream', 'application/pdf', 'application/octet-stream', 'image/png', 'application/zip', 'font/woff2'])(
    'leaves %s alone',
    (type) => expect(isCompressibleType(type)).toBe(false),
  );

  it('does not compress an event stream, a PDF or an unknown binary body, over HTTP', async () => {
    const app = Fastify();
    await registerCompression(app);
    const text = 'data: an event the browser must get now\n\n'.repeat(100);
    const binary = Buffer.alloc(8192, 7);
    app.get('/api/events', (_request, reply) => reply.type('text/event-stream').send(text));
    app.get('/api/report', (_request, reply) => reply.type('application/pdf').send(binary));
    app.get('/api/blob', (_request, reply) => reply.type('application/octet-stream').send(binary));
    app.get('/api/listing', () => ({ rows: Array.from({ length: 200 }, (_, index) => ({ index, name: `Person ${index}` })) }));
    try {
      for (const url of ['/api/events', '/api/report', '/api/blob']) {
        const answer = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(answer.headers['content-encoding'], url).toBeUndefined();
      }
      const listing = await app.inject({ url: '/api/listing', headers: { 'accept-encoding': 'br, gzip' } });
      expect(listing.headers['content-encoding']).toBe('br');
    } finally {
      await app.close();
    }
  });

  it('does not inflate a compressed request body: only plain JSON is read', async () => {
    const app = Fastify();
    await registerCompression(app);
    app.post('/api/echo', (request) => ({ received: request.body }));
    try {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: gzipSync(JSON.stringify({ name: 'zip' })),
      });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toContain('"name":"zip"');
    } finally {
      await app.close();
    }
  });
});
