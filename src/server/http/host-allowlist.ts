import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';
import type { HostPolicy } from './allowed-hosts.ts';

export const unknownHostMessage =
  'This server does not answer to that host name. Use the address CultureLens is configured with (PUBLIC_URL, or one listed in ALLOWED_HOSTS).';

function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).map((item) => item.trim());
}

/**
 * Refuses, before any other hook, every request addressed to a host name we were not
 * configured with: the defence against DNS rebinding. X-Forwarded-Host is checked too, as a
 * proxy that keeps the browser's Host there would otherwise carry the rebinding name through.
 */
export function registerHostAllowlist(app: FastifyInstance, policy: HostPolicy): void {
  app.addHook('onRequest', async (request) => {
    const host = request.headers.host ?? request.headers[':authority'];
    const forwarded = headerValues(request.headers['x-forwarded-host']);
    const hosts = [typeof host === 'string' ? host : '', ...forwarded];
    const refused = hosts.find((value) => !policy.allowsHost(value));
    if (refused === undefined) return;
    request.log.info({ host: refused.slice(0, 200) }, 'request for an unknown host refused');
    throw new AppError('bad_request', unknownHostMessage);
  });
}
