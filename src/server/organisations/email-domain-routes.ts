import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  DecideEmailDomainRequestSchema,
  EmailDomainRequestListResponseSchema,
  EmailDomainRequestParamsSchema,
  EmailDomainRequestSchema,
  PlatformEmailDomainRequestListResponseSchema,
  RequestEmailDomainRequestSchema,
} from '#domain/api/organisations-email-domains.ts';
import type { ServerContext } from '#server/context.ts';
import { actorOf, platformActorOf } from '#server/auth/route-policy.ts';
import { domainRequestsPerAdmin } from '#server/rate-limit/route-limits.ts';
import { decideEmailDomainRequest, listOwnEmailDomainRequests, listPendingDomainRequests, requestEmailDomain } from './email-domain-requests.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** E-mail domains an organisation asks for, and the platform administrator's decisions (decision 0034). */
export function emailDomainRequestRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/organisations/current/email-domain-requests',
      {
        config: { policy: 'manageOrganisation' },
        schema: { summary: 'The e-mail domains the organisation asked CultureLens to approve, newest first', tags: ['organisations'], response: { 200: EmailDomainRequestListResponseSchema, ...errors } },
      },
      async (request) => listOwnEmailDomainRequests(context, actorOf(request)),
    );

    app.post(
      '/api/organisations/current/email-domain-requests',
      {
        config: { policy: 'manageOrganisation', rateLimit: domainRequestsPerAdmin },
        schema: {
          summary: 'Ask CultureLens to approve an e-mail domain for self-registration (one that is not your own verified address’s)',
          tags: ['organisations'],
          body: RequestEmailDomainRequestSchema,
          response: { 201: EmailDomainRequestListResponseSchema, ...errors, 409: ErrorResponseSchema, 429: ErrorResponseSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await requestEmailDomain(context, actorOf(request), request.body)),
    );

    app.get(
      '/api/platform/email-domain-requests',
      {
        config: { policy: 'approveEmailDomains' },
        schema: { summary: 'Every organisation’s open e-mail domain requests, oldest first (platform administrators only)', tags: ['platform'], response: { 200: PlatformEmailDomainRequestListResponseSchema, ...errors } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listPendingDomainRequests(context, platformActorOf(request));
      },
    );

    app.post(
      '/api/platform/email-domain-requests/:id/decision',
      {
        config: { policy: 'approveEmailDomains' },
        schema: {
          summary: 'Approve or refuse (with a reason) an organisation’s e-mail domain request (platform administrators only)',
          tags: ['platform'],
          params: EmailDomainRequestParamsSchema,
          body: DecideEmailDomainRequestSchema,
          response: { 200: EmailDomainRequestSchema, ...errors, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
        },
      },
      async (request) => decideEmailDomainRequest(context, platformActorOf(request), { ...request.body, requestId: request.params.id }),
    );
  };
}
