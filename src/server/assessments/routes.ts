import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRAFT_BODY_LIMIT_BYTES } from '#domain/api/assessments-drafts.ts';
import type { ServerContext } from '#server/context.ts';
import { actorOf, memberOf } from '#server/auth/route-policy.ts';
import { admitsInSaveStatement, saveAnswerOfRequest } from './answer-save-fast.ts';
import { deleteUnopenedAssessment } from './deletion.ts';
import { assessmentDraft, createDraft, updateDraft } from './drafts.ts';
import { setCloseDate, setOpenDate } from './schedule.ts';
import { sessionWithAnsweringState } from './answer-save-session.ts';
import { createAssessment, listAssessments, setAssessmentStatus } from './service.ts';
import { completeAssessment, questionnaire } from './answering.ts';
import { route } from '#server/http/endpoint-route.ts';
import { questionLocalesOf } from '#server/i18n/index.ts';

export function assessmentRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(assessmentAdministrationRoutes(context));
    await app.register(draftRoutes(context));
    // Answering is not logged (only failures are): each request line carries its time and the
    // client's address, which the sign-in trail ties to a person (decision 0042).
    await app.register(answeringRoutes(context), { logLevel: 'warn' });
  };
}

/** The list everyone sees, and what managers of assessments do: start, schedule, open, pause and close. */
function assessmentAdministrationRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/assessments',
      {
        config: { policy: 'member', answering: true },
        schema: { summary: "The organisation's assessments with the caller's progress", tags: ['assessments'] },
      },
      async (request) => ({ assessments: await listAssessments(context, memberOf(request)) }),
    );

    route(
      app,
      'POST /api/assessments',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Start an assessment from a built-in question set',
          tags: ['assessments'],
        },
      },
      async (request, reply) => reply.status(201).send(await createAssessment(context, actorOf(request), request.body)),
    );

    route(
      app,
      'DELETE /api/assessments/:id',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Delete a draft or a scheduled assessment (one that has never opened)',
          tags: ['assessments'],
        },
      },
      async (request, reply) => {
        await deleteUnopenedAssessment(context, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    route(
      app,
      'PATCH /api/assessments/:id/close-date',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Set or clear the date an assessment closes by itself',
          tags: ['assessments'],
        },
      },
      async (request) => setCloseDate(context, actorOf(request), { assessmentId: request.params.id, closesAt: request.body.closesAt }),
    );

    route(
      app,
      'PATCH /api/assessments/:id/open-date',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Schedule a draft to open by itself, or move the date a scheduled assessment opens',
          tags: ['assessments'],
        },
      },
      async (request) => setOpenDate(context, actorOf(request), { assessmentId: request.params.id, opensAt: request.body.opensAt }),
    );

    route(
      app,
      'PATCH /api/assessments/:id/status',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Open, pause or close an assessment',
          tags: ['assessments'],
        },
      },
      async (request) => setAssessmentStatus(context, actorOf(request), { assessmentId: request.params.id, status: request.body.status }),
    );
  };
}

/** Assessments with questions of their own: a draft written and rewritten, then opened with the status route. */
function draftRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'POST /api/assessments/drafts',
      {
        config: { policy: 'manageAssessments' },
        bodyLimit: DRAFT_BODY_LIMIT_BYTES,
        schema: {
          summary: 'Create a draft assessment with its own questions (blank, given, or copied from a built-in set or an earlier wave)',
          tags: ['assessments'],
        },
      },
      async (request, reply) => reply.status(201).send(await createDraft(context, actorOf(request), request.body)),
    );

    route(
      app,
      'GET /api/assessments/:id/draft',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: "An assessment's facts and questions, as those who manage assessments edit them",
          tags: ['assessments'],
        },
      },
      async (request) => assessmentDraft(context, actorOf(request), { assessmentId: request.params.id }),
    );

    route(
      app,
      'PUT /api/assessments/:id/draft',
      {
        config: { policy: 'manageAssessments' },
        bodyLimit: DRAFT_BODY_LIMIT_BYTES,
        schema: {
          summary: "Replace a draft's fields and questions (refused once it has opened)",
          tags: ['assessments'],
        },
      },
      async (request) => updateDraft(context, actorOf(request), { ...request.body, assessmentId: request.params.id }),
    );
  };
}

/** A member answering: their questionnaire, saving an answer, completing. */
function answeringRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(
      app,
      'GET /api/assessments/:id/questionnaire',
      {
        config: { policy: 'member', answering: true },
        schema: {
          summary: "The questions and the caller's own answers",
          tags: ['assessments'],
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = memberOf(request);
        const locales = await questionLocalesOf(context.db, request, member.organisationId);
        return questionnaire(context, member, { assessmentId: request.params.id, locales });
      },
    );

    route(
      app,
      'PUT /api/assessments/:id/answers/:questionId',
      {
        config: {
          policy: 'member',
          answering: true,
          sessionLookup: sessionWithAnsweringState(context),
          admitsInStatement: admitsInSaveStatement(context),
        },
        // Its answer is a few dozen bytes, always under the compression threshold: skip the plugin's hooks.
        compress: false,
        schema: {
          summary: 'Save one answer (null = Prefer not to say)',
          tags: ['assessments'],
        },
      },
      async (request) =>
        saveAnswerOfRequest(context, request, {
          assessmentId: request.params.id,
          questionId: request.params.questionId,
          value: request.body.value,
        }),
    );

    route(
      app,
      'POST /api/assessments/:id/complete',
      {
        config: { policy: 'member', answering: true },
        schema: {
          summary: 'Save any last answers and complete the assessment',
          tags: ['assessments'],
        },
      },
      async (request) => completeAssessment(context, memberOf(request), { assessmentId: request.params.id, answers: request.body.answers }),
    );
  };
}
