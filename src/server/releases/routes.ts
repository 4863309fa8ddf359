import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '#server/auth/route-policy.ts';
import type { ServerContext } from '#server/context.ts';
import { answerImportsPerAdmin } from '#server/rate-limit/route-limits.ts';
import { importAnswers } from './answer-import.ts';
import { route } from '#server/http/endpoint-route.ts';

/** Releases made by an administrator's request rather than the job: a local workspace's answers, imported once. */
export function releaseRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'POST /api/assessments/:id/answer-import',
      {
        config: { policy: 'manageAssessments', rateLimit: answerImportsPerAdmin },
        schema: {
          summary: "Import a local workspace's answers as one release of an assessment created for them",
          tags: ['assessments'],
        },
      },
      async (request, reply) =>
        reply.status(201).send(await importAnswers(context, actorOf(request), { assessmentId: request.params.id, ...request.body })),
    );
  };
}
