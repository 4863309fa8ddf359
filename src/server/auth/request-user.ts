import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context.ts';
import { SESSION_COOKIE } from './sessions.ts';

export function setSessionCookie(reply: FastifyReply, context: ServerContext, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: context.secureCookies,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, context: ServerContext): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: context.secureCookies, path: '/' });
}

/** The client address for rate limiting (the proxy's view when TRUST_PROXY is on). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
