import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { actorOf, platformActorOf, userOf } from '#server/auth/route-policy.ts';
import { completeSetup } from './setup.ts';
import { approveEmailDomain, updateOrganisationSettings } from './settings.ts';
import { emailDomainRequestRoutes } from './email-domain-routes.ts';
import { sessionView } from '#server/auth/session-view.ts';
import { confirmOrganisation, createOwnOrganisation, requestOrganisation } from './service.ts';
import { perLinkToken } from '#server/rate-limit/route-limits.ts';
import { deviceTokenOf, rememberDevice, setDeviceCookie } from '#server/rate-limit/known-devices.ts';
import { route } from '#server/http/endpoint-route.ts';
import { callerLocale } from '#server/i18n/index.ts';
import { SOURCE_LOCALE } from '#domain/locales.ts';

/** The caller's language (their Accept-Language), else British English. */
const readerLocale = (request: FastifyRequest) => callerLocale(request) ?? SOURCE_LOCALE;

/** What a signed-in member's request may be refused with. */

/** Creating an organisation: with a new administrator account (public), or as a signed-in account in none. */
function creationRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'POST /api/organisations',
      {
        config: { policy: 'public' },
        schema: {
          summary:
            'Ask for an organisation and its administrator: a link to create it is e-mailed (always 202, whether or not the address has an account)',
          tags: ['organisations'],
        },
      },
      async (request, reply) =>
        reply.status(202).send(await requestOrganisation(context, visitorOf(request), request.body, readerLocale(request))),
    );

    route(
      app,
      'POST /api/organisations/confirm',
      {
        config: { policy: 'public', rateLimit: perLinkToken },
        schema: {
          summary: 'Create the organisation with the e-mailed link and the password chosen when asking; its administrator is signed in',
          tags: ['organisations'],
        },
      },
      async (request, reply) => {
        const { user, session } = await confirmOrganisation(context, visitorOf(request), request.body);
        setSessionCookie(reply, context, session.token, session.expiresAt);
        setDeviceCookie(reply, context, await rememberDevice(context.db, context.clock, user.id, deviceTokenOf(request, context)));
        return reply.status(201).send(await sessionView(context.db, user));
      },
    );

    route(
      app,
      'POST /api/organisations/current',
      {
        config: { policy: 'signedIn' },
        schema: {
          summary: 'Create an organisation as a signed-in account that belongs to none, and become its administrator (a new session)',
          tags: ['organisations'],
        },
      },
      async (request, reply) => {
        const { user, session } = await createOwnOrganisation(context, userOf(request), { ...request.body, visitor: visitorOf(request) });
        setSessionCookie(reply, context, session.token, session.expiresAt);
        return reply.status(201).send(await sessionView(context.db, user));
      },
    );
  };
}

export function organisationRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(creationRoutes(context));
    await app.register(emailDomainRequestRoutes(context));

    route(
      app,
      'POST /api/organisations/current/setup',
      {
        config: { policy: 'manageOrganisation' },
        schema: {
          summary: 'Complete the setup wizard: name, categories, sub-categories and invitations',
          tags: ['organisations'],
        },
      },
      async (request) => {
        const result = await completeSetup(context, actorOf(request), request.body);
        context.outbox.nudge();
        return result;
      },
    );

    route(
      app,
      'PATCH /api/organisations/current/settings',
      {
        config: { policy: 'manageOrganisation' },
        schema: {
          summary:
            "Change the organisation's settings: self-registration, allowed e-mail domains, e-mail verification, retention, results after closing, two-step sign-in for everyone",
          tags: ['organisations'],
        },
      },
      async (request) => updateOrganisationSettings(context, actorOf(request), request.body),
    );

    route(
      app,
      'POST /api/platform/email-domain-approvals',
      {
        config: { policy: 'approveEmailDomains' },
        schema: {
          summary:
            'Approve an e-mail domain for an organisation, so that its administrators may allow self-registration with it (platform administrators only)',
          tags: ['platform'],
        },
      },
      async (request) => approveEmailDomain(context, platformActorOf(request), request.body),
    );
  };
}
