import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import {
  AcceptInvitationRequestSchema,
  AcceptInvitationResponseSchema,
  CreateInvitationsRequestSchema,
  CreateInvitationsResponseSchema,
  InvitationIdParamsSchema,
  InvitationListQuerySchema,
  InvitationListResponseSchema,
  InvitationLookupRequestSchema,
  InvitationLookupResponseSchema,
  ResendInvitationResponseSchema,
  RevokeInvitationResponseSchema,
} from '#domain/api/invitations.ts';
import type { ServerContext } from '#server/context.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { invitationsPerAdmin, perLinkToken } from '#server/rate-limit/route-limits.ts';
import { sessionView } from '#server/auth/session-view.ts';
import { queueUnsentInvitationMail } from './sending.ts';
import { acceptInvitation, createInvitations, listInvitations, lookupInvitation, resendInvitation, revokeInvitation } from './service.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export function invitationRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Invitation mail is queued by the outbox's rounds, outside the requests that record it.
    context.outbox.addProducer(() => queueUnsentInvitationMail(context));
    await app.register(invitationAdministrationRoutes(context));
    await app.register(invitationLinkRoutes(context));
  };
}

/** An administrator's side: list, invite, resend and revoke. */
function invitationAdministrationRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/invitations',
      {
        config: { policy: 'invitePeople' },
        schema: { summary: "A page of the organisation's invitations", tags: ['invitations'], querystring: InvitationListQuerySchema, response: { 200: InvitationListResponseSchema, ...errors } },
      },
      async (request) => listInvitations(context, actorOf(request), request.query),
    );

    app.post(
      '/api/invitations',
      {
        config: { policy: 'invitePeople', rateLimit: invitationsPerAdmin },
        schema: {
          summary: 'Invite people (a list, or bulk text with one address per line)',
          tags: ['invitations'],
          body: CreateInvitationsRequestSchema,
          response: { 200: CreateInvitationsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const body = request.body;
        const requested =
          'text' in body
            ? body.text.split(/\r?\n/).map((email, index) => ({ line: index + 1, email, role: body.role }))
            : body.invitations.map((entry, index) => ({ line: index + 1, email: entry.email, role: entry.role }));
        return createInvitations(context, actor, requested);
      },
    );

    app.post(
      '/api/invitations/:id/resend',
      {
        config: { policy: 'invitePeople', rateLimit: invitationsPerAdmin },
        schema: {
          summary: 'Send a pending invitation again, with a new link and expiry',
          tags: ['invitations'],
          params: InvitationIdParamsSchema,
          response: { 200: ResendInvitationResponseSchema, ...errors },
        },
      },
      async (request) => resendInvitation(context, actorOf(request), { invitationId: request.params.id }),
    );

    app.post(
      '/api/invitations/:id/revoke',
      {
        config: { policy: 'invitePeople' },
        schema: {
          summary: 'Revoke an invitation (its link stops working)',
          tags: ['invitations'],
          params: InvitationIdParamsSchema,
          response: { 200: RevokeInvitationResponseSchema, ...errors },
        },
      },
      async (request) => revokeInvitation(context, actorOf(request), { invitationId: request.params.id }),
    );
  };
}

/** The invited person's side: what a link is for, and accepting it. */
function invitationLinkRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/invitations/lookup',
      {
        config: { policy: 'public', rateLimit: perLinkToken },
        schema: {
          summary: 'What an invitation link is for (the token travels in the body, not the URL, to stay out of logs)',
          tags: ['invitations'],
          body: InvitationLookupRequestSchema,
          response: { 200: InvitationLookupResponseSchema, ...errors },
        },
      },
      async (request) => {
        return lookupInvitation(context, visitorOf(request), { token: request.body.token });
      },
    );

    app.post(
      '/api/invitations/accept',
      {
        config: { policy: 'public', rateLimit: perLinkToken },
        schema: {
          summary: 'Create an account from an invitation and sign in',
          tags: ['invitations'],
          body: AcceptInvitationRequestSchema,
          response: { 200: AcceptInvitationResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { user, session } = await acceptInvitation(context, visitorOf(request), request.body);
        setSessionCookie(reply, context, session.token, session.expiresAt);
        return sessionView(context.db, user);
      },
    );
  };
}
