import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRESENTATION_CONTENT_TYPE } from '#domain/api/export.ts';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { csvExport, exportPreview, pdfExport, presentationExport } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';
import { callerLocale } from '#server/i18n/index.ts';
import { SOURCE_LOCALE } from '#domain/locales.ts';

/** The caller's language (their Accept-Language), else British English. */
const readerLocale = (request: FastifyRequest) => callerLocale(request) ?? SOURCE_LOCALE;

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export function exportRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/export',
      {
        config: { policy: 'viewOrganisationData' },
        schema: { summary: 'Whether an export is available, and its preview', tags: ['export'] },
      },
      async (request) =>
        exportPreview(context, actorOf(request), { assessmentId: request.query.assessmentId, locale: readerLocale(request) }),
    );
    route(
      app,
      'GET /api/export/:id/csv',
      { config: { policy: 'viewOrganisationData' }, schema: { summary: 'CSV export (aggregates only)', tags: ['export'] } },
      async (request, reply) => {
        const { fileName, body } = await csvExport(context, actorOf(request), {
          assessmentId: request.params.id,
          locale: readerLocale(request),
        });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
    route(
      app,
      'GET /api/export/:id/pdf',
      { config: { policy: 'viewOrganisationData' }, schema: { summary: 'PDF report (aggregates only)', tags: ['export'] } },
      async (request, reply) => {
        const { fileName, body } = await pdfExport(context, actorOf(request), {
          assessmentId: request.params.id,
          locale: readerLocale(request),
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
    route(
      app,
      'GET /api/export/:id/presentation',
      {
        config: { policy: 'viewOrganisationData' },
        schema: { summary: 'PowerPoint presentation, .pptx (aggregates only)', tags: ['export'] },
      },
      async (request, reply) => {
        const { fileName, body } = await presentationExport(context, actorOf(request), {
          assessmentId: request.params.id,
          locale: readerLocale(request),
        });
        return reply
          .header('content-type', PRESENTATION_CONTENT_TYPE)
          .header('content-disposition', attachment(fileName))
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}
