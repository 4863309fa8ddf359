import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCEPTED_BODY_TYPES = ['application/json', 'multipart/form-data'];

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Cross-site request forgery defence for requests that change data:
 * - they must prove they come from one of our pages, by an `Origin` equal to ours or
 *   `Sec-Fetch-Site: same-origin` (browsers send these and a foreign page cannot forge them);
 * - a body must be JSON or multipart, never the form encodings a foreign page can post
 *   without a preflight.
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string): void {
  const configuredOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;

    const origin = request.headers.origin;
    const sameOrigin =
      origin !== undefined
        ? origin === requestOrigin(request) || origin === configuredOrigin
        : request.headers['sec-fetch-site'] === 'same-origin';
    if (!sameOrigin) throw new AppError('cross_origin_request');

    if (hasBody(request)) {
      const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!ACCEPTED_BODY_TYPES.includes(type)) throw new AppError('unsupported_media_type');
    }
  });
}
