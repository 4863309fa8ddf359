import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequestSchema, ContactResponseSchema } from '#domain/api/contact.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { receiveContactMessage } from './service.ts';

export function contactRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: { policy: 'public' },
        schema: {
          summary: 'Send an enquiry to the consultancy',
          tags: ['public'],
          body: ContactRequestSchema,
          response: { 201: ContactResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await receiveContactMessage(context, visitorOf(request), request.body)),
    );
  };
}
