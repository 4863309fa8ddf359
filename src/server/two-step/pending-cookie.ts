import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '#server/context.ts';
import { cookieName } from '#server/auth/cookie-name.ts';

/** The pending sign-in's own cookie: never the session cookie, so it can open nothing else. */
const PENDING_SIGN_IN_COOKIE = 'culturelens_pending_sign_in';

const nameFor = (context: ServerContext) => cookieName(PENDING_SIGN_IN_COOKIE, context.publicUrl);
const options = (context: ServerContext) => ({ httpOnly: true, sameSite: 'strict' as const, secure: context.secureCookies, path: '/' });

export function setPendingSignInCookie(reply: FastifyReply, context: ServerContext, token: string, expiresAt: Date): void {
  reply.setCookie(nameFor(context), token, { ...options(context), expires: expiresAt });
}

export function clearPendingSignInCookie(reply: FastifyReply, context: ServerContext): void {
  reply.clearCookie(nameFor(context), options(context));
}

export function pendingSignInToken(request: FastifyRequest, context: ServerContext): string | undefined {
  return request.cookies[nameFor(context)];
}
