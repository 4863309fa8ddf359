import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SsoRefusal } from '#domain/messages/sso.ts';
import { cookieName } from '#server/auth/cookie-name.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { endSession } from '#server/auth/sessions.ts';
import type { ServerContext } from '#server/context.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { setPendingSignInCookie } from '#server/two-step/index.ts';
import { SsoRefusalError } from './protocol.ts';
import { completeSsoSignIn, type SsoOutcome } from './sign-in.ts';

/** The pending single sign-on's own cookie: names the one browser that may finish it. */
const SSO_PENDING_COOKIE = 'culturelens_sso_pending';
export const pendingCookie = (context: ServerContext) => cookieName(SSO_PENDING_COOKIE, context.publicUrl);
// Lax: the provider's answer arrives as a top-level navigation from its own site (SAML's
// cross-site post does not carry it: saml/acs-bounce.ts).
export const pendingCookieOptions = (context: ServerContext) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: context.secureCookies,
  path: '/',
});

/** Back to the sign-in page, which says why (its text is the page's, by this key). */
export const refusedTo = (reason: SsoRefusal) => `/login?${new URLSearchParams({ sso_error: reason }).toString()}`;

async function answerOutcome(context: ServerContext, request: FastifyRequest, reply: FastifyReply, outcome: SsoOutcome) {
  if (outcome.kind === 'second_step') {
    setPendingSignInCookie(reply, context, outcome.pending.token, outcome.pending.expiresAt);
    return reply.redirect('/login?sso=second-step', 303);
  }
  // A fresh token at every sign-in, as with a password.
  const previous = request.cookies[context.sessionCookie];
  if (previous) await endSession(context.db, context.clock, previous);
  setSessionCookie(reply, context, outcome.session.token, outcome.session.expiresAt);
  return reply.redirect('/login?sso=signed-in', 303);
}

/** The provider's answer, whatever the protocol: the person signed in, or back to the sign-in page with the reason. */
export async function finishSsoSignIn(context: ServerContext, request: FastifyRequest, reply: FastifyReply, organisationId: string) {
  reply.header('cache-control', 'no-store');
  const pendingToken = request.cookies[pendingCookie(context)];
  // The pending sign-in is used up whatever the answer: its cookie goes too.
  reply.clearCookie(pendingCookie(context), pendingCookieOptions(context));
  try {
    const outcome = await completeSsoSignIn(context, request, { organisationId, pendingToken, visitor: visitorOf(request) });
    return await answerOutcome(context, request, reply, outcome);
  } catch (error) {
    if (error instanceof SsoRefusalError) return reply.redirect(refusedTo(error.reason), 303);
    throw error;
  }
}
