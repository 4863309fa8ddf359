import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '#domain/permissions.ts';
import { isRole } from '#domain/roles.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { findSessionUser, SESSION_COOKIE, type SessionUserRow } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie for /api requests; null when signed out. */
    user: SessionUserRow | null;
  }
}

export async function registerSessionResolution(app: FastifyInstance, context: ServerContext): Promise<void> {
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await findSessionUser(context.db, context.clock, token) : null;
  });
}

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

export function requireUser(request: FastifyRequest): SessionUserRow {
  if (!request.user) throw new AppError('unauthenticated');
  return request.user;
}

/** The actor for permission checks: who, in which organisation, with which role. */
export function actorOf(user: SessionUserRow): Actor {
  if (!isRole(user.role)) throw new Error(`user ${user.id} has an unknown role`);
  return { userId: user.id, organisationId: user.organisationId, role: user.role };
}

/** The client address for rate limiting (the proxy's view when TRUST_PROXY is on). */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
