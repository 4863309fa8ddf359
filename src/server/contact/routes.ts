import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { receiveContactMessage } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';

export function contactRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'POST /api/contact',
      {
        config: { policy: 'public' },
        schema: {
          summary: 'Send an enquiry to the consultancy',
          tags: ['public'],
        },
      },
      async (request, reply) => reply.status(201).send(await receiveContactMessage(context, visitorOf(request), request.body)),
    );
  };
}
