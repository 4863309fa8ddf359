import type { MessageDescriptor } from '@lingui/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobMessages } from '#domain/messages.ts';
import type { UnfinishedJob } from '#domain/api/jobs.ts';
import type { ServerContext } from '#server/context.ts';
import { memberOf } from '#server/auth/route-policy.ts';
import { mailBacklogOf } from '#server/mail/index.ts';
import { route } from '#server/http/endpoint-route.ts';
import { requestLocale, translatorFor } from '#server/i18n/index.ts';

const FAILED_MAIL_WINDOW_MS = 14 * 24 * 60 * 60_000;

export function jobRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/organisations/current/background-work',
      {
        config: { policy: 'manageOrganisation' },
        schema: {
          summary: "The organisation's e-mail waiting or failed, and its jobs that have not finished",
          tags: ['organisations'],
        },
      },
      async (request) => {
        const { organisationId } = memberOf(request);
        const i18n = translatorFor(requestLocale(request));
        const since = new Date(context.clock.now().getTime() - FAILED_MAIL_WINDOW_MS);
        const [mail, jobs] = await Promise.all([
          mailBacklogOf(context.db, organisationId, since),
          context.jobs.unfinishedOf(organisationId),
        ]);
        return {
          mail,
          jobs: jobs.flatMap((job): UnfinishedJob[] =>
            job.state === 'completed' || job.state === 'cancelled'
              ? []
              : [
                  {
                    id: job.id,
                    kind: job.name,
                    label: job.name in jobMessages.labels ? i18n._(jobMessages.labels[job.name] as MessageDescriptor) : job.name,
                    state: job.state,
                    attempts: job.attempts,
                    runAfter: job.runAfter.toISOString(),
                    failedReason: job.failed ? i18n._(jobMessages.failedReason) : null,
                  },
                ],
          ),
        };
      },
    );
  };
}
