import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery defence: a request that changes data must prove it comes from
 * one of our own pages, by an `Origin` equal to ours or `Sec-Fetch-Site: same-origin`.
 * Browsers send these on every such request and a foreign page cannot forge them.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string): void {
  const allowedOrigins = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (origin === requestOrigin(request) || allowedOrigins.has(origin)) return;
      throw new AppError('cross_origin_request');
    }
    if (request.headers['sec-fetch-site'] === 'same-origin') return;
    throw new AppError('cross_origin_request');
  });
}
