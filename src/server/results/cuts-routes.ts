import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '#server/auth/route-policy.ts';
import type { ServerContext } from '#server/context.ts';
import { route } from '#server/http/endpoint-route.ts';
import { questionLocalesOf } from '#server/i18n/index.ts';
import { resultsCuts } from './cuts.ts';

/** Results by attribute (decision 0064), beside the team views and under the same rule: administrators see all, managers their team. */
export function resultsCutsRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    route(
      app,
      'GET /api/results/:id/cuts',
      {
        config: { policy: 'viewOwnTeamData' },
        schema: {
          summary: 'Results by department, location, tenure and other attributes: every breakdown for admins, their own team for managers',
          tags: ['results'],
        },
      },
      async (request) => {
        const actor = actorOf(request);
        // Domains in the reader's language, else the organisation's default (decision 0053).
        const locales = await questionLocalesOf(context.db, request, actor.organisationId);
        return resultsCuts(context, actor, { assessmentId: request.params.id, locales });
      },
    );
  };
}
