import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '#server/db/client.ts';
import { appVersion } from '#server/version.ts';
import { pingDatabase } from './queries.ts';
import { route } from '#server/http/endpoint-route.ts';

export function healthRoutes(database: DatabaseHandle): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/health',
      {
        config: { policy: 'public' },
        schema: {
          summary: 'Whether the server and its database answer',
          tags: ['system'],
        },
      },
      async (request, reply) => {
        try {
          await pingDatabase(database.db);
          return { status: 'ok' as const, database: database.engine, version: appVersion };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable' as const, database: database.engine, version: appVersion });
        }
      },
    );
  };
}
