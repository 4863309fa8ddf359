import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { route } from '#server/http/endpoint-route.ts';
import { setPulseProgrammeActive, startNextPulseRun } from './control.ts';
import { createPulseProgramme, listPulseProgrammes, pulseProgramme } from './service.ts';

const tags = ['pulse programmes'];
const config = { policy: 'manageAssessments' } as const;

export function pulseProgrammeRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/pulse-programmes',
      { config, schema: { summary: "The organisation's pulse programmes and their runs", tags } },
      async (request) => listPulseProgrammes(context, actorOf(request)),
    );
    route(app, 'POST /api/pulse-programmes', { config, schema: { summary: 'Set up a pulse programme', tags } }, async (request, reply) =>
      reply.status(201).send(await createPulseProgramme(context, actorOf(request), request.body)),
    );
    route(app, 'GET /api/pulse-programmes/:id', { config, schema: { summary: 'A pulse programme and its runs', tags } }, async (request) =>
      pulseProgramme(context, actorOf(request), { programmeId: request.params.id }),
    );
    route(app, 'POST /api/pulse-programmes/:id/pause', { config, schema: { summary: 'Pause a pulse programme', tags } }, async (request) =>
      setPulseProgrammeActive(context, actorOf(request), { programmeId: request.params.id, active: false }),
    );
    route(
      app,
      'POST /api/pulse-programmes/:id/resume',
      { config, schema: { summary: 'Resume a pulse programme', tags } },
      async (request) => setPulseProgrammeActive(context, actorOf(request), { programmeId: request.params.id, active: true }),
    );
    route(
      app,
      'POST /api/pulse-programmes/:id/start-now',
      { config, schema: { summary: "Start a pulse programme's next run now", tags } },
      async (request) => startNextPulseRun(context, actorOf(request), { programmeId: request.params.id }),
    );
  };
}
