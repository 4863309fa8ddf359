import type { FastifyInstance } from 'fastify';
import { AppError } from '#server/errors.ts';
import type { HostPolicy } from './allowed-hosts.ts';
import { shellLocale } from './shell-locale.ts';
import { isPageNavigation, unknownHostMessage, unknownHostPage, unknownHostPagePolicy } from './unknown-host-page.ts';

function headerValues(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).map((item) => item.trim());
}

/**
 * Refuses, before any other hook, every request addressed to a host name we were not
 * configured with: the defence against DNS rebinding. X-Forwarded-Host is checked too, as a
 * proxy that keeps the browser's Host there would otherwise carry the rebinding name through.
 * A person's browser gets a page saying which address to use, not the API's JSON.
 */
export function registerHostAllowlist(app: FastifyInstance, policy: HostPolicy, publicUrl: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host ?? request.headers[':authority'];
    const forwarded = headerValues(request.headers['x-forwarded-host']);
    const hosts = [typeof host === 'string' ? host : '', ...forwarded];
    const refused = hosts.find((value) => !policy.allowsHost(value));
    if (refused === undefined) return;
    request.log.info({ host: refused.slice(0, 200) }, 'request for an unknown host refused');
    if (isPageNavigation(request)) {
      // Sent before the security headers' hook runs: this page carries its own policy.
      return reply
        .code(400)
        .header('content-security-policy', unknownHostPagePolicy)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(unknownHostPage(refused, publicUrl, shellLocale(request.headers)));
    }
    throw new AppError('bad_request', unknownHostMessage);
  });
}
