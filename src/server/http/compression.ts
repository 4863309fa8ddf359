import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

// Smaller answers fit in a packet or two either way: compressing them costs CPU and saves nothing.
const THRESHOLD_BYTES = 1024;

/**
 * Text the server makes per request: JSON, CSV, HTML and other text. Not `text/event-stream`
 * (each event must reach the browser when it is written, not when a compressor's buffer fills),
 * and nothing that is compressed already: PDF exports (pdfkit deflates their streams), images,
 * archives and `application/octet-stream`, whose content is unknown.
 */
const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|xml)|application\/javascript|image\/svg\+xml)\s*(?:;|$)/i;

export function isCompressibleType(contentType: string): boolean {
  return COMPRESSIBLE_TYPE.test(contentType);
}

/** Routes of the built web app: their files were compressed once at build time (web-app.ts, `preCompressed`). */
function servesBuiltFiles(route: RouteOptions): boolean {
  return !route.url.startsWith('/api/');
}

/**
 * Compresses the API's answers (brotli, else gzip) when the client accepts it and the body is
 * over 1 kB: a results or people listing shrinks to a fifth or less.
 *
 * Why compressing JSON is safe here (BREACH, CRIME's HTTP-body successor): an attacker who can
 * make a victim's browser send many requests, and who sees the encrypted sizes, can guess a
 * secret that stays the same across responses, one character at a time, when their own input is
 * echoed beside it in the same compressed body. Our bodies hold no such secret: the session token
 * travels only in a cookie (headers are not compressed by HTTP/1.1 and are separately compressed
 * by HTTP/2's HPACK), there are no anti-CSRF tokens in bodies (the CSRF guard checks `Origin`),
 * and the secrets a body does carry, a new authenticator key or new recovery codes, are fresh
 * random values in each answer to a POST that a foreign page cannot send (csrf-guard.ts), so
 * there is nothing constant to converge on.
 *
 * Register before any route: the plugin attaches itself to routes as they are added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (servesBuiltFiles(route)) route.compress ??= false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    customTypes: isCompressibleType,
    // Request bodies are small JSON: nothing gains from accepting them compressed, and a
    // decompressor in front of the body parser is one more thing a hostile client can aim at.
    globalDecompression: false,
  });
}
