import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AssessmentIdParamsSchema,
  AssessmentListResponseSchema,
  AssessmentSummarySchema,
  CompleteAssessmentRequestSchema,
  CompleteAssessmentResponseSchema,
  CreateAssessmentRequestSchema,
  QuestionIdParamsSchema,
  QuestionnaireResponseSchema,
  SaveAnswerRequestSchema,
  SaveAnswerResponseSchema,
  UpdateAssessmentStatusRequestSchema,
  UpdateCloseDateRequestSchema,
  UpdateOpenDateRequestSchema,
} from '#domain/api/assessments.ts';
import { AssessmentDraftResponseSchema, CreateDraftRequestSchema, DRAFT_BODY_LIMIT_BYTES, UpdateDraftRequestSchema } from '#domain/api/assessments-drafts.ts';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { actorOf, memberOf } from '#server/auth/route-policy.ts';
import { admitsInSaveStatement, saveAnswerOfRequest } from './answer-save-fast.ts';
import { deleteUnopenedAssessment } from './deletion.ts';
import { assessmentDraft, createDraft, updateDraft } from './drafts.ts';
import { setCloseDate, setOpenDate } from './schedule.ts';
import { sessionWithAnsweringState } from './answer-save-session.ts';
import { completeAssessment, createAssessment, listAssessments, questionnaire, setAssessmentStatus } from './service.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 409: ErrorResponseSchema };
/** A draft's body may be larger than the app's 1 MB: up to the largest valid draft (decision 0040). */
const draftErrors = { ...errors, 413: ErrorResponseSchema };

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
    app.get(
      '/api/assessments',
      { config: { policy: 'member' }, schema: { summary: "The organisation's assessments with the caller's progress", tags: ['assessments'], response: { 200: AssessmentListResponseSchema, ...errors } } },
      async (request) => ({ assessments: await listAssessments(context, memberOf(request)) }),
    );

    app.post(
      '/api/assessments',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Start an assessment from a built-in question set',
          tags: ['assessments'],
          body: CreateAssessmentRequestSchema,
          response: { 201: AssessmentSummarySchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await createAssessment(context, actorOf(request), request.body)),
    );

    app.delete(
      '/api/assessments/:id',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Delete a draft or a scheduled assessment (one that has never opened)',
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await deleteUnopenedAssessment(context, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.patch(
      '/api/assessments/:id/close-date',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Set or clear the date an assessment closes by itself',
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          body: UpdateCloseDateRequestSchema,
          response: { 200: AssessmentSummarySchema, ...errors },
        },
      },
      async (request) => setCloseDate(context, actorOf(request), { assessmentId: request.params.id, closesAt: request.body.closesAt }),
    );

    app.patch(
      '/api/assessments/:id/open-date',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Schedule a draft to open by itself, or move the date a scheduled assessment opens',
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          body: UpdateOpenDateRequestSchema,
          response: { 200: AssessmentSummarySchema, ...errors },
        },
      },
      async (request) => setOpenDate(context, actorOf(request), { assessmentId: request.params.id, opensAt: request.body.opensAt }),
    );

    app.patch(
      '/api/assessments/:id/status',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: 'Open, pause or close an assessment',
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          body: UpdateAssessmentStatusRequestSchema,
          response: { 200: AssessmentSummarySchema, ...errors },
        },
      },
      async (request) => setAssessmentStatus(context, actorOf(request), { assessmentId: request.params.id, status: request.body.status }),
    );
  };
}

/** Assessments with questions of their own: a draft written and rewritten, then opened with the status route. */
function draftRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/assessments/drafts',
      {
        config: { policy: 'manageAssessments' },
        bodyLimit: DRAFT_BODY_LIMIT_BYTES,
        schema: {
          summary: 'Create a draft assessment with its own questions (blank, given, or copied from a built-in set or an earlier wave)',
          tags: ['assessments'],
          body: CreateDraftRequestSchema,
          response: { 201: AssessmentDraftResponseSchema, ...draftErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await createDraft(context, actorOf(request), request.body)),
    );

    app.get(
      '/api/assessments/:id/draft',
      {
        config: { policy: 'manageAssessments' },
        schema: {
          summary: "An assessment's facts and questions, as those who manage assessments edit them",
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          response: { 200: AssessmentDraftResponseSchema, ...errors },
        },
      },
      async (request) => assessmentDraft(context, actorOf(request), { assessmentId: request.params.id }),
    );

    app.put(
      '/api/assessments/:id/draft',
      {
        config: { policy: 'manageAssessments' },
        bodyLimit: DRAFT_BODY_LIMIT_BYTES,
        schema: {
          summary: "Replace a draft's fields and questions (refused once it has opened)",
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          body: UpdateDraftRequestSchema,
          response: { 200: AssessmentDraftResponseSchema, ...draftErrors },
        },
      },
      async (request) => updateDraft(context, actorOf(request), { ...request.body, assessmentId: request.params.id }),
    );
  };
}

/** A member answering: their questionnaire, saving an answer, completing. */
function answeringRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/assessments/:id/questionnaire',
      {
        config: { policy: 'member' },
        schema: {
          summary: "The questions and the caller's own answers",
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          response: { 200: QuestionnaireResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return questionnaire(context, memberOf(request), { assessmentId: request.params.id });
      },
    );

    app.put(
      '/api/assessments/:id/answers/:questionId',
      {
        config: { policy: 'member', sessionLookup: sessionWithAnsweringState(context), admitsInStatement: admitsInSaveStatement(context) },
        // Its answer is a few dozen bytes, always under the compression threshold: skip the plugin's hooks.
        compress: false,
        schema: {
          summary: 'Save one answer (null = Prefer not to say)',
          tags: ['assessments'],
          params: QuestionIdParamsSchema,
          body: SaveAnswerRequestSchema,
          response: { 200: SaveAnswerResponseSchema, ...errors },
        },
      },
      async (request) => saveAnswerOfRequest(context, request, { assessmentId: request.params.id, questionId: request.params.questionId, value: request.body.value }),
    );

    app.post(
      '/api/assessments/:id/complete',
      {
        config: { policy: 'member' },
        schema: {
          summary: 'Save any last answers and complete the assessment',
          tags: ['assessments'],
          params: AssessmentIdParamsSchema,
          body: CompleteAssessmentRequestSchema,
          response: { 200: CompleteAssessmentResponseSchema, ...errors },
        },
      },
      async (request) => completeAssessment(context, memberOf(request), { assessmentId: request.params.id, answers: request.body.answers }),
    );
  };
}
