import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';

export const unusualPathMessage =
  'This address is not in its plain form (encoded letters, "." or ".." segments, or encoded slashes) and was refused.';

// Percent-encodings of characters that never need encoding (RFC 3986 "unreserved"), of the
// slashes, and of "%" itself: the spellings by which one path can pass for another.
const DISGUISING_ENCODING = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e|2f|5c|25)/i;
const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL = /[\u0000-\u001f\u007f\\]/;

/** Why a request target is refused, or null when its path is spelled the one way routing reads it. */
export function unusualPath(url: string): string | null {
  // Only origin-form targets ("/path?query"): absolute-form and "*" are for proxies.
  if (!url.startsWith('/')) return 'not a path';
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (DISGUISING_ENCODING.test(path)) return 'disguising encoding';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'malformed encoding';
  }
  if (DOT_SEGMENT.test(decoded)) return 'dot segment';
  if (CONTROL.test(decoded)) return 'control character or backslash';
  if (decoded.includes('//')) return 'empty segment';
  return null;
}

/**
 * Guards below (CSRF, session) decide by the path's "/api/" prefix, while the router decodes
 * percent-encodings first: `/%61pi/session` is routed to `/api/session`. Refusing every path
 * that could be read two ways, before those guards, makes the raw prefix and the route agree.
 */
export function registerRequestPathCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (unusualPath(request.raw.url ?? '') !== null) throw new AppError('bad_request', unusualPathMessage);
  });
}
