import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { AssessmentResultsSchema, ResultsOverviewSchema, ResultsParamsSchema, TeamResultsResponseSchema } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { actorOf } from '../auth/route-policy.ts';
import { assessmentResults, resultsOverview, teamResults } from './service.ts';
import { demoOrganisation } from './queries.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export function resultsRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/results',
      { config: { policy: 'member' }, schema: { summary: 'A results card per assessment of the organisation', tags: ['results'], response: { 200: ResultsOverviewSchema, ...errors } } },
      async (request) => resultsOverview(context.db, actorOf(request).organisationId),
    );
    app.get(
      '/api/results/:id',
      {
        config: { policy: 'member' },
        schema: { summary: "One assessment's results (six-respondent rule applied)", tags: ['results'], params: ResultsParamsSchema, response: { 200: AssessmentResultsSchema, ...errors } },
      },
      async (request) => assessmentResults(context.db, actorOf(request).organisationId, request.params.id),
    );
    app.get(
      '/api/results/:id/teams',
      {
        config: { policy: 'viewOwnTeamData' },
        schema: { summary: 'Team views: every team for admins, their own for managers', tags: ['results'], params: ResultsParamsSchema, response: { 200: TeamResultsResponseSchema, ...errors } },
      },
      async (request) => ({ threshold: ANONYMITY_THRESHOLD, teams: await teamResults(context.db, actorOf(request), request.params.id) }),
    );

    // The read-only demo organisation, for signed-out visitors of /dashboard.
    const demoId = async () => {
      const demo = await demoOrganisation(context.db);
      if (!demo) throw new AppError('not_found', 'There is no demo organisation on this installation.');
      return demo.id;
    };
    app.get(
      '/api/demo/results',
      { config: { policy: 'public' }, schema: { summary: "The demo organisation's results cards", tags: ['demo'], response: { 200: ResultsOverviewSchema, ...errors } } },
      async () => resultsOverview(context.db, await demoId()),
    );
    app.get(
      '/api/demo/results/:id',
      { config: { policy: 'public' }, schema: { summary: 'One demo assessment', tags: ['demo'], params: ResultsParamsSchema, response: { 200: AssessmentResultsSchema, ...errors } } },
      async (request) => assessmentResults(context.db, await demoId(), request.params.id),
    );
    app.get(
      '/api/demo/results/:id/teams',
      { config: { policy: 'public' }, schema: { summary: "The demo organisation's team views", tags: ['demo'], params: ResultsParamsSchema, response: { 200: TeamResultsResponseSchema, ...errors } } },
      async (request) => {
        const organisationId = await demoId();
        // Seen as the demo's administrator would see it: every team, each behind the rules.
        const viewer = { userId: '00000000-0000-0000-0000-000000000000', organisationId, role: 'organisation_admin' as const };
        return { threshold: ANONYMITY_THRESHOLD, teams: await teamResults(context.db, viewer, request.params.id) };
      },
    );
  };
}
