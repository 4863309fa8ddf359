import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { AssessmentResultsSchema, ResultsOverviewSchema, ResultsParamsSchema, TeamResultsResponseSchema } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { actorOf, requireUser } from '../auth/request-user.ts';
import { assessmentResults, organisationOfActor, resultsOverview, teamResults } from './service.ts';
import { demoOrganisation } from './queries.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

export function resultsRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/results',
      { schema: { summary: 'A results card per assessment of the organisation', tags: ['results'], response: { 200: ResultsOverviewSchema, ...errors } } },
      async (request) => resultsOverview(context.db, organisationOfActor(actorOf(requireUser(request)))),
    );
    app.get(
      '/api/results/:id',
      {
        schema: { summary: "One assessment's results (six-respondent rule applied)", tags: ['results'], params: ResultsParamsSchema, response: { 200: AssessmentResultsSchema, ...errors } },
      },
      async (request) => assessmentResults(context.db, organisationOfActor(actorOf(requireUser(request))), request.params.id),
    );
    app.get(
      '/api/results/:id/teams',
      {
        schema: { summary: 'Team views: every team for admins, their own for managers', tags: ['results'], params: ResultsParamsSchema, response: { 200: TeamResultsResponseSchema, ...errors } },
      },
      async (request) => {
        const actor = actorOf(requireUser(request));
        return { threshold: ANONYMITY_THRESHOLD, teams: await teamResults(context.db, actor, organisationOfActor(actor), request.params.id) };
      },
    );

    // The read-only demo organisation, for signed-out visitors of /dashboard.
    const demoId = async () => {
      const demo = await demoOrganisation(context.db);
      if (!demo) throw new AppError('not_found', 'There is no demo organisation on this installation.');
      return demo.id;
    };
    app.get(
      '/api/demo/results',
      { schema: { summary: "The demo organisation's results cards", tags: ['demo'], response: { 200: ResultsOverviewSchema, ...errors } } },
      async () => resultsOverview(context.db, await demoId()),
    );
    app.get(
      '/api/demo/results/:id',
      { schema: { summary: 'One demo assessment', tags: ['demo'], params: ResultsParamsSchema, response: { 200: AssessmentResultsSchema, ...errors } } },
      async (request) => assessmentResults(context.db, await demoId(), request.params.id),
    );
    app.get(
      '/api/demo/results/:id/teams',
      { schema: { summary: "The demo organisation's team views", tags: ['demo'], params: ResultsParamsSchema, response: { 200: TeamResultsResponseSchema, ...errors } } },
      async (request) => {
        const organisationId = await demoId();
        // Seen as the demo's administrator would see it: every team, each behind the rules.
        const viewer = { userId: '00000000-0000-0000-0000-000000000000', organisationId, role: 'organisation_admin' as const };
        return { threshold: ANONYMITY_THRESHOLD, teams: await teamResults(context.db, viewer, organisationId, request.params.id) };
      },
    );
  };
}
