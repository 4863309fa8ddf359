import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { actorOf, type OrganisationActor } from '#server/auth/route-policy.ts';
import { assessmentResults, resultsOverview, teamViews as teamAndSubtreeViews } from './service.ts';
import { assessmentTrends } from './trends.ts';
import { findDemoOrganisation } from '#server/organisations/index.ts';
import { route } from '#server/http/endpoint-route.ts';
import { guardMessages } from '#domain/messages.ts';
import { questionLocalesOf } from '#server/i18n/index.ts';

export function resultsRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    // Questions and domains in the reader's language, else the organisation's default (decision 0053).
    const localesOf = (request: FastifyRequest, viewer: OrganisationActor) => questionLocalesOf(context.db, request, viewer.organisationId);
    const teamViews = async (request: FastifyRequest, viewer: OrganisationActor) =>
      teamAndSubtreeViews(context, viewer, {
        assessmentId: (request.params as { id: string }).id,
        locales: await localesOf(request, viewer),
      });
    const resultsOf = async (request: FastifyRequest, viewer: OrganisationActor) =>
      assessmentResults(context, viewer, {
        assessmentId: (request.params as { id: string }).id,
        locales: await localesOf(request, viewer),
      });

    route(
      app,
      'GET /api/results',
      { config: { policy: 'member' }, schema: { summary: 'A results card per assessment of the organisation', tags: ['results'] } },
      async (request) => resultsOverview(context, actorOf(request)),
    );
    route(
      app,
      'GET /api/results/:id',
      {
        config: { policy: 'member' },
        schema: { summary: "One assessment's results (its minimum group size applied, six or more)", tags: ['results'] },
      },
      async (request) => resultsOf(request, actorOf(request)),
    );
    route(
      app,
      'GET /api/results/:id/trends',
      {
        // Who may see an assessment's results may see how its shown figures moved since earlier waves.
        config: { policy: 'member' },
        schema: {
          summary: 'Change since the previous wave and the series across waves, per domain and per question',
          tags: ['results'],
        },
      },
      async (request) => {
        const actor = actorOf(request);
        return assessmentTrends(context, actor, { assessmentId: request.params.id, locales: await localesOf(request, actor) });
      },
    );
    route(
      app,
      'GET /api/results/:id/teams',
      {
        config: { policy: 'viewOwnTeamData' },
        schema: { summary: 'Team views: every team and manager subtree for admins, their own for managers', tags: ['results'] },
      },
      async (request) => teamViews(request, actorOf(request)),
    );

    // The read-only demo organisation, for signed-out visitors of /dashboard, seen as its
    // administrator would see it: every team, each behind the rules.
    const demoViewer = async () => {
      const demo = await findDemoOrganisation(context.db);
      if (!demo) throw new AppError('not_found', guardMessages.noDemoOrganisation);
      return { userId: '00000000-0000-0000-0000-000000000000', organisationId: demo.id, role: 'organisation_admin' as const };
    };
    route(
      app,
      'GET /api/demo/results',
      { config: { policy: 'public' }, schema: { summary: "The demo organisation's results cards", tags: ['demo'] } },
      async () => resultsOverview(context, await demoViewer()),
    );
    route(
      app,
      'GET /api/demo/results/:id',
      { config: { policy: 'public' }, schema: { summary: 'One demo assessment', tags: ['demo'] } },
      async (request) => resultsOf(request, await demoViewer()),
    );
    route(
      app,
      'GET /api/demo/results/:id/teams',
      { config: { policy: 'public' }, schema: { summary: "The demo organisation's team views", tags: ['demo'] } },
      async (request) => teamViews(request, await demoViewer()),
    );
  };
}

export { resultsCutsRoutes } from './cuts-routes.ts';
