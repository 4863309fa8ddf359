import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '#server/context.ts';

export function setSessionCookie(reply: FastifyReply, context: ServerContext, token: string, expiresAt: Date): void {
  // Path=/ and no Domain, as the `__Host-` prefix of the name over HTTPS requires.
  reply.setCookie(context.sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: context.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, context: ServerContext): void {
  reply.clearCookie(context.sessionCookie, { httpOnly: true, sameSite: 'lax', secure: context.secureCookies, path: '/' });
}

/** The client address for rate limiting (the proxy's view when TRUST_PROXY is on). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
