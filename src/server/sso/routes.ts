import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '#server/auth/route-policy.ts';
import type { ServerContext } from '#server/context.ts';
import { route } from '#server/http/endpoint-route.ts';
import { signInPerNetwork } from '#server/rate-limit/route-limits.ts';
import { finishSsoSignIn, pendingCookie, pendingCookieOptions, refusedTo } from './answer.ts';
import { removeSsoConfiguration, saveSsoConfiguration, ssoConfigurationView } from './configuration.ts';
import { discoverSso } from './discovery.ts';
import { SsoRefusalError } from './protocol.ts';
import { samlRoutes } from './saml/routes.ts';
import { beginSsoSignIn } from './sign-in.ts';

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
      async (request, reply) => finishSsoSignIn(context, request, reply, request.params.organisationId),
    );

    await app.register(samlRoutes(context));
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
