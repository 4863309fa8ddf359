import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { auditDownloadsPerAdmin } from '#server/rate-limit/route-limits.ts';
import { auditEventsCsv, listAuditEvents } from './log.ts';
import { requestLocale, translatorFor } from '#server/i18n/index.ts';
import { route } from '#server/http/endpoint-route.ts';

/** The organisation's audit log, for its administrators: a page at a time, or as a CSV file. */
export function auditRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/audit-events',
      {
        config: { policy: 'viewAuditLog' },
        schema: { summary: "A page of the organisation's audit log, newest first", tags: ['audit'] },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listAuditEvents(context, actorOf(request), request.query, translatorFor(requestLocale(request)));
      },
    );
    route(
      app,
      'GET /api/audit-events.csv',
      {
        config: { policy: 'viewAuditLog', rateLimit: auditDownloadsPerAdmin },
        schema: { summary: 'The audit log as CSV, with the same filters (recorded as an event)', tags: ['audit'] },
      },
      async (request, reply) => {
        const { fileName, body } = await auditEventsCsv(context, actorOf(request), request.query, translatorFor(requestLocale(request)));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
