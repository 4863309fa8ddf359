import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { setSessionCookie } from '#server/auth/request-user.ts';
import { endSession } from '#server/auth/sessions.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { route } from '#server/http/endpoint-route.ts';
import { perLinkToken } from '#server/rate-limit/route-limits.ts';
import { previewAnswerLink, renewAnswerLink, useAnswerLink } from './service.ts';

/**
 * The page of a launch e-mail's or reminder's link (decision 0056): what it shows, its button,
 * and a fresh link by e-mail. Public, and reachable with an answering session (`answering`), so
 * the page knows when the link's person is signed in already. The token travels in the body, never in a
 * logged address.
 */
export function answerLinkRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'POST /api/answer-links/preview',
      {
        config: { policy: 'public', answering: true, rateLimit: perLinkToken },
        schema: { summary: "What an answer link's page shows (uses nothing up)", tags: ['answer links'] },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return previewAnswerLink(context, visitorOf(request), request.user, request.body.token);
      },
    );

    route(
      app,
      'POST /api/answer-links/use',
      {
        config: { policy: 'public', answering: true, rateLimit: perLinkToken },
        schema: { summary: 'Use an answer link once: signed in for answering only', tags: ['answer links'] },
      },
      async (request, reply) => {
        const { assessmentId, session } = await useAnswerLink(context, visitorOf(request), request.user, request.body);
        if (session) {
          // A fresh token, as at every sign-in; whoever was signed in in this browser is signed out.
          const previous = request.cookies[context.sessionCookie];
          if (previous) await endSession(context.db, context.clock, previous);
          setSessionCookie(reply, context, session.token, session.expiresAt);
        }
        return { assessmentId };
      },
    );

    route(
      app,
      'POST /api/answer-links/renew',
      {
        config: { policy: 'public', answering: true, rateLimit: perLinkToken },
        schema: { summary: 'E-mail a fresh answer link to the person of a used or expired one (always 202)', tags: ['answer links'] },
      },
      async (request, reply) => reply.status(202).send(await renewAnswerLink(context, visitorOf(request), request.body.token)),
    );
  };
}
