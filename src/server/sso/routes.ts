import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SsoRefusal } from '#domain/messages/sso.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { cookieName } from '#server/auth/cookie-name.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { endSession } from '#server/auth/sessions.ts';
import type { ServerContext } from '#server/context.ts';
import { route } from '#server/http/endpoint-route.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { signInPerNetwork } from '#server/rate-limit/route-limits.ts';
import { setPendingSignInCookie } from '#server/two-step/index.ts';
import { removeSsoConfiguration, saveSsoConfiguration, ssoConfigurationView } from './configuration.ts';
import { discoverSso } from './discovery.ts';
import { SsoRefusalError } from './protocol.ts';
import { beginSsoSignIn, completeSsoSignIn, type SsoOutcome } from './sign-in.ts';

/** The pending single sign-on's own cookie: names the one browser that may finish it. */
const SSO_PENDING_COOKIE = 'culturelens_sso_pending';
const pendingCookie = (context: ServerContext) => cookieName(SSO_PENDING_COOKIE, context.publicUrl);
// Lax: the provider's answer arrives as a top-level navigation from its own site.
const pendingCookieOptions = (context: ServerContext) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: context.secureCookies,
  path: '/',
});

/** Back to the sign-in page, which says why (its text is the page's, by this key). */
const refusedTo = (reason: SsoRefusal) => `/login?${new URLSearchParams({ sso_error: reason }).toString()}`;

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

/** Single sign-on: discovery by e-mail domain, the way to the provider and back, and the administrator's settings (decision 0054). */
export function ssoRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/sso/discover',
      {
        config: { policy: 'public', rateLimit: signInPerNetwork },
        schema: {
          summary: 'Whether an e-mail address signs in through its organisation (the same shape for every address)',
          tags: ['sso'],
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return discoverSso(context, request.query.email);
      },
    );

    route(
      app,
      'GET /api/sso/:organisationId/start',
      {
        config: { policy: 'public', rateLimit: signInPerNetwork },
        schema: { summary: "Sends the browser to the organisation's identity provider", tags: ['sso'] },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        try {
          const started = await beginSsoSignIn(context, request.params.organisationId, request.query.email);
          reply.setCookie(pendingCookie(context), started.token, { ...pendingCookieOptions(context), expires: started.expiresAt });
          return reply.redirect(started.redirectUrl, 303);
        } catch (error) {
          if (error instanceof SsoRefusalError) return reply.redirect(refusedTo(error.reason), 303);
          throw error;
        }
      },
    );

    route(
      app,
      'GET /api/sso/:organisationId/oidc/callback',
      {
        config: { policy: 'public', rateLimit: signInPerNetwork },
        schema: {
          summary: "The OpenID provider's answer: signs the person in, or back to the sign-in page with the reason",
          tags: ['sso'],
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const pendingToken = request.cookies[pendingCookie(context)];
        // The pending sign-in is used up whatever the answer: its cookie goes too.
        reply.clearCookie(pendingCookie(context), pendingCookieOptions(context));
        try {
          const outcome = await completeSsoSignIn(context, request, {
            organisationId: request.params.organisationId,
            pendingToken,
            visitor: visitorOf(request),
          });
          return await answerOutcome(context, request, reply, outcome);
        } catch (error) {
          if (error instanceof SsoRefusalError) return reply.redirect(refusedTo(error.reason), 303);
          throw error;
        }
      },
    );

    await app.register(ssoConfigurationRoutes(context));
  };
}

/** The administrator's single sign-on settings: organisation administrators (with two-step sign-in, as every administrator route), audited. */
function ssoConfigurationRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/organisations/current/sso',
      {
        config: { policy: 'manageOrganisation' },
        schema: { summary: "The organisation's single sign-on (never its secret)", tags: ['sso'] },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ssoConfigurationView(context, actorOf(request));
      },
    );

    route(
      app,
      'PUT /api/organisations/current/sso',
      {
        config: { policy: 'manageOrganisation' },
        schema: { summary: "Sets up or changes the organisation's single sign-on", tags: ['sso'] },
      },
      async (request) => saveSsoConfiguration(context, actorOf(request), request.body),
    );

    route(
      app,
      'DELETE /api/organisations/current/sso',
      { config: { policy: 'manageOrganisation' }, schema: { summary: "Removes the organisation's single sign-on", tags: ['sso'] } },
      async (request) => removeSsoConfiguration(context, actorOf(request)),
    );
  };
}
