import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { actorOf } from '#server/auth/route-policy.ts';
import { visitorOf } from '#server/http/visitor.ts';
import { byNetwork, perLinkToken } from '#server/rate-limit/route-limits.ts';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { assessmentEmailsOf, remindersOf, sendReminderNow, setAssessmentEmails, setReminderSchedule, unsubscribe } from './service.ts';
import { route } from '#server/http/endpoint-route.ts';

// Each 'send now' is capped at one reminder a day per person anyway; this stops a stuck button.
const sendNowPerAdmin: RateLimitOptions = {
  max: 20,
  timeWindow: 60 * 60_000,
  hook: 'preHandler',
  keyGenerator: (request) => request.user?.id ?? byNetwork(request),
};

export function reminderRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(reminderAdministrationRoutes(context));
    await app.register(unsubscribeRoutes(context));
    await app.register(assessmentEmailRoutes(context));
  };
}

/** The signed-in person's own choice: launch e-mails and reminders from their organisation, on or off. */
function assessmentEmailRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/account/assessment-emails',
      {
        config: { policy: 'member' },
        schema: { summary: "Whether the signed-in person gets their organisation's launch e-mails and reminders", tags: ['accounts'] },
      },
      async (request) => assessmentEmailsOf(context, actorOf(request)),
    );

    route(
      app,
      'PUT /api/account/assessment-emails',
      {
        config: { policy: 'member' },
        schema: {
          summary: "Turns the signed-in person's launch e-mails and reminders off or on (on again after an unsubscribe link)",
          tags: ['accounts'],
        },
      },
      async (request) => setAssessmentEmails(context, actorOf(request), request.body),
    );
  };
}

/** An assessment's reminder schedule, its history (times only) and 'Send a reminder now'. */
function reminderAdministrationRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/assessments/:id/reminders',
      {
        config: { policy: 'manageAssessments' },
        schema: { summary: "An assessment's reminder schedule and when reminders went (never to whom or how many)", tags: ['assessments'] },
      },
      async (request) => remindersOf(context, actorOf(request), { assessmentId: request.params.id }),
    );

    route(
      app,
      'PUT /api/assessments/:id/reminders',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Sets when reminders go: days after opening, and 1 day before closing',
          tags: ['assessments'],
        },
      },
      async (request) => setReminderSchedule(context, actorOf(request), { assessmentId: request.params.id, schedule: request.body }),
    );

    route(
      app,
      'POST /api/assessments/:id/reminders',
      {
        config: { policy: 'manageAssessments', rateLimit: sendNowPerAdmin },
        schema: { summary: 'Sends a reminder now to everyone who has not completed (in the background)', tags: ['assessments'] },
      },
      async (request, reply) =>
        reply.status(202).send(await sendReminderNow(context, actorOf(request), { assessmentId: request.params.id })),
    );
  };
}

// What mail providers post (RFC 8058: "List-Unsubscribe=One-Click"); the token in the URL is all that counts.
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** One-click unsubscribe from launch e-mails and reminders: the link of their List-Unsubscribe header. */
function unsubscribeRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

    route(
      app,
      'GET /api/unsubscribe',
      {
        config: { policy: 'public' },
        schema: {
          summary: 'Opens the unsubscribe page, which asks before unsubscribing (a link scanner following the link changes nothing)',
          tags: ['accounts'],
        },
      },
      async (request, reply) => {
        const search = request.query.token === undefined ? '' : `?${new URLSearchParams({ token: request.query.token }).toString()}`;
        return reply.redirect(`/unsubscribe${search}`, 303);
      },
    );

    route(
      app,
      'POST /api/unsubscribe',
      {
        config: { policy: 'public', crossSiteByToken: true, rateLimit: perLinkToken },
        schema: {
          summary: 'One-click unsubscribe (RFC 8058): no more launch e-mails or reminders to the person the link was made for',
          tags: ['accounts'],
        },
      },
      async (request) => unsubscribe(context, visitorOf(request), request.query),
    );
  };
}
