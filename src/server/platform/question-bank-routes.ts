import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  PublishQuestionSetVersionRequestSchema,
  PublishQuestionSetVersionResponseSchema,
  QuestionBankResponseSchema,
  QuestionBankSetParamsSchema,
  QuestionBankSetResponseSchema,
} from '#domain/api/platform-question-bank.ts';
import type { ServerContext } from '#server/context.ts';
import { platformActorOf } from '#server/auth/route-policy.ts';
import { publishQuestionSetVersion, readQuestionBank, readQuestionBankSet } from './question-bank.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** The question bank: the built-in sets and their versions (platform administrators only, decision 0038). */
export function questionBankRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/platform/question-bank',
      {
        config: { policy: 'manageQuestions' },
        schema: {
          summary: 'The built-in question sets, each with its newest version (platform administrators only)',
          tags: ['platform'],
          response: { 200: QuestionBankResponseSchema, ...errors },
        },
      },
      async () => readQuestionBank(context),
    );

    app.get(
      '/api/platform/question-bank/:setId',
      {
        config: { policy: 'manageQuestions' },
        schema: {
          summary: 'A built-in question set and every version of its statements, newest first (platform administrators only)',
          tags: ['platform'],
          params: QuestionBankSetParamsSchema,
          response: { 200: QuestionBankSetResponseSchema, ...errors, 404: ErrorResponseSchema },
        },
      },
      async (request) => readQuestionBankSet(context, request.params),
    );

    app.post(
      '/api/platform/question-bank/:setId/versions',
      {
        config: { policy: 'manageQuestions', rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          summary:
            'Save a new version of a built-in set from its newest one: new assessments ask it, assessments already created keep theirs (platform administrators only)',
          tags: ['platform'],
          params: QuestionBankSetParamsSchema,
          body: PublishQuestionSetVersionRequestSchema,
          response: { 201: PublishQuestionSetVersionResponseSchema, ...errors, 404: ErrorResponseSchema, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await publishQuestionSetVersion(context, platformActorOf(request), { ...request.body, setId: request.params.setId })),
    );
  };
}
