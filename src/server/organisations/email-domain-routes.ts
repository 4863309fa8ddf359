import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf, platformActorOf } from '#server/auth/route-policy.ts';
import { domainRequestsPerAdmin } from '#server/rate-limit/route-limits.ts';
import {
  decideEmailDomainRequest,
  listOwnEmailDomainRequests,
  listPendingDomainRequests,
  requestEmailDomain,
} from './email-domain-requests.ts';
import { route } from '#server/http/endpoint-route.ts';

/** E-mail domains an organisation asks for, and the platform administrator's decisions (decision 0034). */
export function emailDomainRequestRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/organisations/current/email-domain-requests',
      {
        config: { policy: 'manageOrganisation' },
        schema: { summary: 'The e-mail domains the organisation asked CultureLens to approve, newest first', tags: ['organisations'] },
      },
      async (request) => listOwnEmailDomainRequests(context, actorOf(request)),
    );

    route(
      app,
      'POST /api/organisations/current/email-domain-requests',
      {
        config: { policy: 'manageOrganisation', rateLimit: domainRequestsPerAdmin },
        schema: {
          summary: 'Ask CultureLens to approve an e-mail domain for self-registration (one that is not your own verified address’s)',
          tags: ['organisations'],
        },
      },
      async (request, reply) => reply.status(201).send(await requestEmailDomain(context, actorOf(request), request.body)),
    );

    route(
      app,
      'GET /api/platform/email-domain-requests',
      {
        config: { policy: 'approveEmailDomains' },
        schema: {
          summary: 'Every organisation’s open e-mail domain requests, oldest first (platform administrators only)',
          tags: ['platform'],
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listPendingDomainRequests(context, platformActorOf(request));
      },
    );

    route(
      app,
      'POST /api/platform/email-domain-requests/:id/decision',
      {
        config: { policy: 'approveEmailDomains' },
        schema: {
          summary: 'Approve or refuse (with a reason) an organisation’s e-mail domain request (platform administrators only)',
          tags: ['platform'],
        },
      },
      async (request) => decideEmailDomainRequest(context, platformActorOf(request), { ...request.body, requestId: request.params.id }),
    );
  };
}
