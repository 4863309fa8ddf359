import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { route } from '#server/http/endpoint-route.ts';
import {
  addActionPlanUpdate,
  changeActionPlan,
  createActionPlan,
  listActionPlans,
  publishActionPlan,
  sharedActionPlans,
} from './service.ts';

const tags = ['action plans'];

export function actionPlanRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/action-plans',
      { config: { policy: 'useRoadmap' }, schema: { summary: "An assessment's action plans the caller works on", tags } },
      async (request) => listActionPlans(context, actorOf(request), { assessmentId: request.query.assessmentId }),
    );
    route(
      app,
      'GET /api/action-plans/shared',
      { config: { policy: 'member' }, schema: { summary: 'You said, we did: published actions and those of your team', tags } },
      async (request) => sharedActionPlans(context, actorOf(request)),
    );
    route(
      app,
      'POST /api/action-plans',
      { config: { policy: 'useRoadmap' }, schema: { summary: 'Plan an action on a shown result', tags } },
      async (request, reply) => reply.status(201).send(await createActionPlan(context, actorOf(request), request.body)),
    );
    route(
      app,
      'PATCH /api/action-plans/:id',
      {
        config: { policy: 'useRoadmap' },
        schema: { summary: "Change an action plan's title, description, owner, due date or status", tags },
      },
      async (request) => changeActionPlan(context, actorOf(request), { planId: request.params.id, change: request.body }),
    );
    route(
      app,
      'POST /api/action-plans/:id/updates',
      { config: { policy: 'useRoadmap' }, schema: { summary: 'Add a dated progress update', tags } },
      async (request, reply) =>
        reply.status(201).send(await addActionPlanUpdate(context, actorOf(request), { planId: request.params.id, update: request.body })),
    );
    route(
      app,
      'PUT /api/action-plans/:id/publication',
      { config: { policy: 'manageActionPlans' }, schema: { summary: 'Publish an action to everyone, or no longer', tags } },
      async (request) => publishActionPlan(context, actorOf(request), { planId: request.params.id, published: request.body.published }),
    );
  };
}
