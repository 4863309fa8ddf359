import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  GenerateRoadmapRequestSchema,
  RoadmapItemParamsSchema,
  RoadmapItemSchema,
  RoadmapQuerySchema,
  RoadmapResponseSchema,
  UpdateRoadmapItemRequestSchema,
} from '#domain/api/roadmap.ts';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { createRoadmap, getRoadmap, updateRoadmapItem } from './service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };

export function roadmapRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/roadmap',
      { config: { policy: 'useRoadmap' }, schema: { summary: "An assessment's priority roadmap", tags: ['roadmap'], querystring: RoadmapQuerySchema, response: { 200: RoadmapResponseSchema, ...errors } } },
      async (request) => getRoadmap(context, actorOf(request), { assessmentId: request.query.assessmentId }),
    );
    app.post(
      '/api/roadmap',
      { config: { policy: 'useRoadmap' }, schema: { summary: 'Generate the roadmap from the shown results', tags: ['roadmap'], body: GenerateRoadmapRequestSchema, response: { 201: RoadmapResponseSchema, ...errors } } },
      async (request, reply) => reply.status(201).send(await createRoadmap(context, actorOf(request), { assessmentId: request.body.assessmentId })),
    );
    app.patch(
      '/api/roadmap/items/:id',
      {
        config: { policy: 'useRoadmap' },
        schema: {
          summary: 'Start an action or mark it complete',
          tags: ['roadmap'],
          params: RoadmapItemParamsSchema,
          body: UpdateRoadmapItemRequestSchema,
          response: { 200: RoadmapItemSchema, ...errors },
        },
      },
      async (request) => updateRoadmapItem(context, actorOf(request), { itemId: request.params.id, status: request.body.status }),
    );
  };
}
