import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AssessmentIdParamsSchema } from '#domain/api/assessments.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { ImportAnswersRequestSchema, ImportAnswersResponseSchema } from '#domain/api/releases.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import type { ServerContext } from '#server/context.ts';
import { answerImportsPerAdmin } from '#server/rate-limit/route-limits.ts';
import { importAnswers } from './answer-import.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema };

/** Releases made by an administrator's request rather than the job: a local workspace's answers, imported once. */
export function releaseRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/assessments/:id/answer-import',
      {
        config: { policy: 'manageAssessments', rateLimit: answerImportsPerAdmin },
        schema: {
          summary: "Import a local workspace's answers as one release of an assessment created for them",
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          body: ImportAnswersRequestSchema,
          response: { 201: ImportAnswersResponseSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await importAnswers(context, actorOf(request), { assessmentId: request.params.id, ...request.body })),
    );
  };
}
