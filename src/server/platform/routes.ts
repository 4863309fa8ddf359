import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { PlatformOverviewQuerySchema, PlatformOverviewResponseSchema } from '#domain/api/platform.ts';
import type { ServerContext } from '#server/context.ts';
import { platformActorOf } from '#server/auth/route-policy.ts';
import { readPlatformOverview } from './service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The platform administrators' routes: counts across organisations. */
export function platformRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
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
  };
}
