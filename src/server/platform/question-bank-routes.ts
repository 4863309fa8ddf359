import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { platformActorOf } from '#server/auth/route-policy.ts';
import { publishQuestionSetVersion, readQuestionBank, readQuestionBankSet } from './question-bank.ts';
import { route } from '#server/http/endpoint-route.ts';

/** The question bank: the built-in sets and their versions (platform administrators only, decision 0038). */
export function questionBankRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/platform/question-bank',
      {
        config: { policy: 'manageQuestions' },
        schema: {
          summary: 'The built-in question sets, each with its newest version (platform administrators only)',
          tags: ['platform'],
        },
      },
      async () => readQuestionBank(context),
    );

    route(
      app,
      'GET /api/platform/question-bank/:setId',
      {
        config: { policy: 'manageQuestions' },
        schema: {
          summary: 'A built-in question set and every version of its statements, newest first (platform administrators only)',
          tags: ['platform'],
        },
      },
      async (request) => readQuestionBankSet(context, request.params),
    );

    route(
      app,
      'POST /api/platform/question-bank/:setId/versions',
      {
        config: { policy: 'manageQuestions', rateLimit: { max: 60, timeWindow: '1 hour' } },
        schema: {
          summary:
            'Save a new version of a built-in set from its newest one: new assessments ask it, assessments already created keep theirs (platform administrators only)',
          tags: ['platform'],
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await publishQuestionSetVersion(context, platformActorOf(request), { ...request.body, setId: request.params.setId })),
    );
  };
}
