import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { invitationsPerAdmin, perLinkToken } from '#server/rate-limit/route-limits.ts';
import { sessionView } from '#server/auth/session-view.ts';
import { queueUnsentInvitationMail } from './sending.ts';
import { acceptInvitation, createInvitations, listInvitations, lookupInvitation, resendInvitation, revokeInvitation } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';

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
    route(
      app,
      'GET /api/invitations',
      {
        config: { policy: 'invitePeople' },
        schema: { summary: "A page of the organisation's invitations", tags: ['invitations'] },
      },
      async (request) => listInvitations(context, actorOf(request), request.query),
    );

    route(
      app,
      'POST /api/invitations',
      {
        config: { policy: 'invitePeople', rateLimit: invitationsPerAdmin },
        schema: {
          summary: 'Invite people (a list, or bulk text with one address per line)',
          tags: ['invitations'],
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

    route(
      app,
      'POST /api/invitations/:id/resend',
      {
        config: { policy: 'invitePeople', rateLimit: invitationsPerAdmin },
        schema: {
          summary: 'Send a pending invitation again, with a new link and expiry',
          tags: ['invitations'],
        },
      },
      async (request) => resendInvitation(context, actorOf(request), { invitationId: request.params.id }),
    );

    route(
      app,
      'POST /api/invitations/:id/revoke',
      {
        config: { policy: 'invitePeople' },
        schema: {
          summary: 'Revoke an invitation (its link stops working)',
          tags: ['invitations'],
        },
      },
      async (request) => revokeInvitation(context, actorOf(request), { invitationId: request.params.id }),
    );
  };
}

/** The invited person's side: what a link is for, and accepting it. */
function invitationLinkRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'POST /api/invitations/lookup',
      {
        config: { policy: 'public', rateLimit: perLinkToken },
        schema: {
          summary: 'What an invitation link is for (the token travels in the body, not the URL, to stay out of logs)',
          tags: ['invitations'],
        },
      },
      async (request) => {
        return lookupInvitation(context, visitorOf(request), { token: request.body.token });
      },
    );

    route(
      app,
      'POST /api/invitations/accept',
      {
        config: { policy: 'public', rateLimit: perLinkToken },
        schema: {
          summary: 'Create an account from an invitation and sign in',
          tags: ['invitations'],
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
