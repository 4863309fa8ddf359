import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  ChangeOrganisationSuspensionRequestSchema,
  ChangeOrganisationSuspensionResponseSchema,
  PlatformOrganisationParamsSchema,
  PlatformOverviewQuerySchema,
  PlatformOverviewResponseSchema,
} from '#domain/api/platform.ts';
import type { ServerContext } from '#server/context.ts';
import { platformActorOf } from '#server/auth/route-policy.ts';
import { reinstateOrganisation, suspendOrganisation } from './organisations.ts';
import { questionBankRoutes } from './question-bank-routes.ts';
import { readPlatformOverview } from './service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const changeErrors = { ...errors, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

/** The platform administrators' routes: counts across organisations, suspending or reinstating one, and the question bank. */
export function platformRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(questionBankRoutes(context));

    app.get(
      '/api/platform/overview',
      {
        config: { policy: 'viewPlatformData' },
        schema: {
          summary: 'Counts across the platform and a page of its organisations, never any organisation’s results (platform administrators only)',
          tags: ['platform'],
          querystring: PlatformOverviewQuerySchema,
          response: { 200: PlatformOverviewResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return readPlatformOverview(context, platformActorOf(request), request.query);
      },
    );

    app.post(
      '/api/platform/organisations/:id/suspension',
      {
        config: { policy: 'manageOrganisations' },
        schema: {
          summary: 'Suspend an organisation, with a reason: its people are signed out and cannot sign in, its jobs pause, its data is kept (platform administrators only)',
          tags: ['platform'],
          params: PlatformOrganisationParamsSchema,
          body: ChangeOrganisationSuspensionRequestSchema,
          response: { 200: ChangeOrganisationSuspensionResponseSchema, ...changeErrors },
        },
      },
      async (request) => suspendOrganisation(context, platformActorOf(request), { ...request.body, organisationId: request.params.id }),
    );

    app.post(
      '/api/platform/organisations/:id/reinstatement',
      {
        config: { policy: 'manageOrganisations' },
        schema: {
          summary: 'Reinstate a suspended organisation, with a reason (platform administrators only)',
          tags: ['platform'],
          params: PlatformOrganisationParamsSchema,
          body: ChangeOrganisationSuspensionRequestSchema,
          response: { 200: ChangeOrganisationSuspensionResponseSchema, ...changeErrors },
        },
      },
      async (request) => reinstateOrganisation(context, platformActorOf(request), { ...request.body, organisationId: request.params.id }),
    );
  };
}
