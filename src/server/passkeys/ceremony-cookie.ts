import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '#server/context.ts';
import { cookieName } from '#server/auth/cookie-name.ts';

/**
 * The challenge's own cookie: a random token naming the challenge row, so an answer counts only
 * from the browser that asked for the challenge (and, signed in, only for the same person).
 */
const CEREMONY_COOKIE = 'culturelens_passkey_ceremony';
const nameFor = (context: ServerContext) => cookieName(CEREMONY_COOKIE, context.publicUrl);
const options = (context: ServerContext) => ({ httpOnly: true, sameSite: 'strict' as const, secure: context.secureCookies, path: '/' });

export function setCeremonyCookie(reply: FastifyReply, context: ServerContext, token: string, expiresAt: Date): void {
  reply.setCookie(nameFor(context), token, { ...options(context), expires: expiresAt });
}

export function clearCeremonyCookie(reply: FastifyReply, context: ServerContext): void {
  reply.clearCookie(nameFor(context), options(context));
}

export function ceremonyToken(request: FastifyRequest, context: ServerContext): string | undefined {
  return request.cookies[nameFor(context)];
}
