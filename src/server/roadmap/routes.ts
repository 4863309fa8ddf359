import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { createRoadmap, getRoadmap, updateRoadmapItem } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';

export function roadmapRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/roadmap',
      { config: { policy: 'useRoadmap' }, schema: { summary: "An assessment's priority roadmap", tags: ['roadmap'] } },
      async (request) => getRoadmap(context, actorOf(request), { assessmentId: request.query.assessmentId }),
    );
    route(
      app,
      'POST /api/roadmap',
      { config: { policy: 'useRoadmap' }, schema: { summary: 'Generate the roadmap from the shown results', tags: ['roadmap'] } },
      async (request, reply) =>
        reply.status(201).send(await createRoadmap(context, actorOf(request), { assessmentId: request.body.assessmentId })),
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
      async (request) => updateRoadmapItem(context, actorOf(request), { itemId: request.params.id, status: request.body.status }),
    );
  };
}
