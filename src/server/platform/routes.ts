import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { platformActorOf } from '#server/auth/route-policy.ts';
import { reinstateOrganisation, suspendOrganisation } from './organisations.ts';
import { questionBankRoutes } from './question-bank-routes.ts';
import { readPlatformOverview } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';

/** The platform administrators' routes: counts across organisations, suspending or reinstating one, and the question bank. */
export function platformRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(questionBankRoutes(context));

    route(
      app,
      'GET /api/platform/overview',
      {
        config: { policy: 'viewPlatformData' },
        schema: {
          summary:
            'Counts across the platform and a page of its organisations, never any organisation’s results (platform administrators only)',
          tags: ['platform'],
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return readPlatformOverview(context, platformActorOf(request), request.query);
      },
    );

    route(
      app,
      'POST /api/platform/organisations/:id/suspension',
      {
        config: { policy: 'manageOrganisations' },
        schema: {
          summary:
            'Suspend an organisation, with a reason: its people are signed out and cannot sign in, its jobs pause, its data is kept (platform administrators only)',
          tags: ['platform'],
        },
      },
      async (request) => suspendOrganisation(context, platformActorOf(request), { ...request.body, organisationId: request.params.id }),
    );

    route(
      app,
      'POST /api/platform/organisations/:id/reinstatement',
      {
        config: { policy: 'manageOrganisations' },
        schema: {
          summary: 'Reinstate a suspended organisation, with a reason (platform administrators only)',
          tags: ['platform'],
        },
      },
      async (request) => reinstateOrganisation(context, platformActorOf(request), { ...request.body, organisationId: request.params.id }),
    );
  };
}
