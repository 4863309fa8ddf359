import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { createRoadmap, getRoadmap, updateRoadmapItem } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';
import { questionLocalesOf, requestLocale } from '#server/i18n/index.ts';
import type { FastifyRequest } from 'fastify';

export function roadmapRoutes(context: ServerContext): FastifyPluginAsyncZod {
  /** The request's language for the actions' words; the reader's, then the organisation's, for statements and domains. */
  const readerOf = async (request: FastifyRequest) => ({
    locale: requestLocale(request),
    locales: await questionLocalesOf(context.db, request, actorOf(request).organisationId),
  });
  return async (app) => {
    route(
      app,
      'GET /api/roadmap',
      { config: { policy: 'useRoadmap' }, schema: { summary: "An assessment's priority roadmap", tags: ['roadmap'] } },
      async (request) => getRoadmap(context, actorOf(request), { assessmentId: request.query.assessmentId }, await readerOf(request)),
    );
    route(
      app,
      'POST /api/roadmap',
      { config: { policy: 'useRoadmap' }, schema: { summary: 'Generate the roadmap from the shown results', tags: ['roadmap'] } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createRoadmap(context, actorOf(request), { assessmentId: request.body.assessmentId }, await readerOf(request))),
    );
    route(
      app,
      'PATCH /api/roadmap/items/:id',
      {
        config: { policy: 'useRoadmap' },
        schema: {
          summary: 'Start an action or mark it complete',
          tags: ['roadmap'],
        },
      },
      async (request) =>
        updateRoadmapItem(context, actorOf(request), { itemId: request.params.id, status: request.body.status }, await readerOf(request)),
    );
  };
}
