import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { route } from '#server/http/endpoint-route.ts';
import { listLifecycleSurveys, setAudience } from './service.ts';

/** Onboarding and exit surveys as those who manage assessments see them (decision 0066). */
export function lifecycleRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/assessments/lifecycle',
      {
        config: { policy: 'manageAssessments' },
        schema: { summary: 'The onboarding and exit surveys, with how many people each was sent to', tags: ['assessments'] },
      },
      async (request) => listLifecycleSurveys(context, actorOf(request)),
    );
    route(
      app,
      'PUT /api/assessments/:id/audience',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Make an assessment that has not opened an onboarding or exit survey, or one for everyone',
          tags: ['assessments'],
        },
      },
      async (request) => setAudience(context, actorOf(request), { assessmentId: request.params.id, change: request.body }),
    );
  };
}
