import { and, eq } from 'drizzle-orm';
import type { AssessmentStatus, AssessmentSummary, Questionnaire } from '#domain/api/assessments.ts';
import { estimatedMinutes } from '#domain/assessment-durations.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { can, type Actor } from '#domain/permissions.ts';
import { domainLabel, getQuestionSet, isQuestionSetId, type QuestionSetId } from '#domain/question-bank.ts';
import { assessments, participations } from '../db/schema.ts';
import type { Database } from '../db/client.ts';
import type { ServerContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { recordAuditEvent, type AuditAction } from '../audit/service.ts';
import type { SessionUserRow } from '../auth/sessions.ts';
import { findOrganisationById } from '../accounts/queries.ts';
import { storeAnswer } from './answer-store.ts';
import {
  activeQuestions,
  answerCounts,
  answersOf,
  findAssessment,
  listAssessmentRows,
  lockParticipation,
  nextWave,
  participationsOf,
  todayIso,
  type AssessmentRow,
} from './queries.ts';
import { respondentKey } from './respondent-key.ts';

function organisationOf(user: SessionUserRow): string {
  if (!user.organisationId) throw new AppError('not_found', 'You are not a member of an organisation yet.');
  return user.organisationId;
}

function requireManager(actor: Actor): string {
  if (!can.manageAssessments(actor) || !actor.organisationId) throw new AppError('forbidden');
  return actor.organisationId;
}

const setIdOf = (row: AssessmentRow): QuestionSetId => {
  if (!isQuestionSetId(row.questionSetId)) throw new Error(`assessment ${row.id} has an unknown question set`);
  return row.questionSetId;
};

function summarise(
  row: AssessmentRow,
  questionCount: number,
  progress: { answered: number; startedAt: Date | null; completedAt: Date | null },
): AssessmentSummary {
  return {
    id: row.id,
    questionSetId: setIdOf(row),
    title: row.title,
    description: row.description,
    status: row.status as AssessmentStatus,
    wave: row.wave,
    openedAt: row.openedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    questionCount,
    estimatedMinutes: estimatedMinutes[setIdOf(row)],
    myProgress: {
      answered: progress.answered,
      startedAt: progress.startedAt?.toISOString() ?? null,
      completedAt: progress.completedAt?.toISOString() ?? null,
    },
  };
}

/** Every assessment of the caller's organisation, each with the caller's own progress. */
export async function listAssessments(context: ServerContext, user: SessionUserRow): Promise<AssessmentSummary[]> {
  const organisationId = organisationOf(user);
  const rows = await listAssessmentRows(context.db, organisationId);
  const mine = new Map((await participationsOf(context.db, organisationId, user.id)).map((p) => [p.assessmentId, p]));
  const counts = await answerCounts(
    context.db,
    rows.map((row) => ({ assessmentId: row.id, respondentKey: respondentKey(context.secrets.respondentSecret, row.id, user.id) })),
  );
  const questionCounts = new Map<string, number>();
  for (const row of rows) {
    if (!questionCounts.has(row.questionSetId)) questionCounts.set(row.questionSetId, (await activeQuestions(context.db, row.questionSetId)).length);
  }
  return rows.map((row) =>
    summarise(row, questionCounts.get(row.questionSetId) ?? 0, {
      answered: counts.get(row.id) ?? 0,
      startedAt: mine.get(row.id)?.startedAt ?? null,
      completedAt: mine.get(row.id)?.completedAt ?? null,
    }),
  );
}

/** Starts an assessment from one of the organisation's selected sets (or the default set), open at once. */
export async function createAssessment(
  context: ServerContext,
  actor: Actor,
  input: { questionSetId: QuestionSetId; title?: string | undefined; description?: string | undefined },
) {
  const organisationId = requireManager(actor);
  const organisation = await findOrganisationById(context.db, organisationId);
  if (!organisation) throw new AppError('not_found');
  if (input.questionSetId !== 'default-assessment' && !organisation.selectedCategories.includes(input.questionSetId)) {
    throw new AppError('conflict', assessmentMessages.setNotSelected);
  }
  const set = getQuestionSet(input.questionSetId);
  const now = context.clock.now();
  const row = await context.db.transaction(async (tx) => {
    const wave = await nextWave(tx, organisationId, input.questionSetId);
    const [created] = await tx
      .insert(assessments)
      .values({
        organisationId,
        questionSetId: input.questionSetId,
        title: input.title ?? (wave > 1 ? `${set.title} (wave ${wave})` : set.title),
        description: input.description ?? set.description,
        status: 'open',
        wave,
        createdBy: actor.userId,
        openedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('assessment insert returned nothing');
    await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_OPENED', { assessment_id: created.id, status: 'open' });
    return created;
  });
  return summarise(row, (await activeQuestions(context.db, row.questionSetId)).length, { answered: 0, startedAt: null, completedAt: null });
}

const auditActionFor: Record<AssessmentStatus, AuditAction> = {
  open: 'ASSESSMENT_OPENED',
  paused: 'ASSESSMENT_PAUSED',
  closed: 'ASSESSMENT_CLOSED',
};

/** Open, pause or close. Opening stamps opened_at, closing closed_at; a closed assessment stays closed. */
export async function setAssessmentStatus(context: ServerContext, actor: Actor, assessmentId: string, status: AssessmentStatus) {
  const organisationId = requireManager(actor);
  const now = context.clock.now();
  const row = await context.db.transaction(async (tx) => {
    const current = await findAssessment(tx, organisationId, assessmentId);
    if (!current) throw new AppError('not_found', 'Assessment not found');
    if (current.status === status) throw new AppError('conflict', `The assessment is already ${status}.`);
    if (current.status === 'closed') throw new AppError('conflict', assessmentMessages.closedCannotReopen);
    const [updated] = await tx
      .update(assessments)
      .set({ status, updatedAt: now, ...(status === 'open' ? { openedAt: now } : {}), ...(status === 'closed' ? { closedAt: now } : {}) })
      .where(and(eq(assessments.id, current.id), eq(assessments.organisationId, organisationId)))
      .returning();
    if (!updated) throw new AppError('not_found', 'Assessment not found');
    await recordAuditEvent(tx, organisationId, actor.userId, auditActionFor[status], { assessment_id: updated.id, status });
    return updated;
  });
  return summarise(row, (await activeQuestions(context.db, row.questionSetId)).length, { answered: 0, startedAt: null, completedAt: null });
}

/** The questions and the caller's own answers, and where to resume. */
export async function questionnaire(context: ServerContext, user: SessionUserRow, assessmentId: string): Promise<Questionnaire> {
  const organisationId = organisationOf(user);
  const row = await findAssessment(context.db, organisationId, assessmentId);
  if (!row) throw new AppError('not_found', 'Assessment not found');
  const questionRows = await activeQuestions(context.db, row.questionSetId);
  const key = respondentKey(context.secrets.respondentSecret, row.id, user.id);
  const saved = new Map((await answersOf(context.db, row.id, key)).map((answer) => [answer.questionId, answer.value]));
  const [participation] = (await participationsOf(context.db, organisationId, user.id)).filter((p) => p.assessmentId === row.id);
  const resumeAt = questionRows.findIndex((question) => !saved.has(question.id));
  return {
    assessment: summarise(row, questionRows.length, {
      answered: saved.size,
      startedAt: participation?.startedAt ?? null,
      completedAt: participation?.completedAt ?? null,
    }),
    questions: questionRows.map((question) => ({
      id: question.id,
      text: question.text,
      domain: question.domain,
      domainLabel: domainLabel(question.domain) ?? question.domain,
      order: question.orderIndex,
    })),
    answers: Object.fromEntries(saved),
    resumeAt: resumeAt === -1 ? questionRows.length : resumeAt,
  };
}

type Answering = { row: AssessmentRow; questions: Awaited<ReturnType<typeof activeQuestions>>; key: string; teamKey: string };

/**
 * Everything that must hold before an answer is written: the assessment is the caller's
 * organisation's and open, the caller consented and has not completed it. Starts their
 * participation (fixing their team) and locks it for the rest of the transaction.
 */
async function beginAnswering(context: ServerContext, tx: Database, user: SessionUserRow, assessmentId: string): Promise<Answering> {
  const organisationId = organisationOf(user);
  const row = await findAssessment(tx, organisationId, assessmentId);
  if (!row) throw new AppError('not_found', 'Assessment not found');
  if (row.status === 'paused') throw new AppError('conflict', assessmentMessages.paused);
  if (row.status === 'closed') throw new AppError('conflict', assessmentMessages.closed);
  if (!user.consentedAt) throw new AppError('consent_required');

  await tx
    .insert(participations)
    .values({ assessmentId: row.id, userId: user.id, organisationId, teamManagerId: user.managerId, startedAt: context.clock.now() })
    .onConflictDoNothing();
  const participation = await lockParticipation(tx, row.id, user.id);
  if (!participation) throw new Error('participation vanished');
  if (participation.completedAt) throw new AppError('conflict', assessmentMessages.alreadyCompleted);
  return {
    row,
    questions: await activeQuestions(tx, row.questionSetId),
    key: respondentKey(context.secrets.respondentSecret, row.id, user.id),
    teamKey: participation.teamManagerId ?? '',
  };
}

async function writeAnswer(context: ServerContext, tx: Database, answering: Answering, questionId: string, value: number | null) {
  const question = answering.questions.find((candidate) => candidate.id === questionId);
  if (!question) throw new AppError('bad_request', assessmentMessages.unknownQuestion);
  await storeAnswer(tx, {
    organisationId: answering.row.organisationId,
    assessmentId: answering.row.id,
    respondentKey: answering.key,
    teamKey: answering.teamKey,
    questionId,
    domain: question.domain,
    value,
    day: todayIso(context.clock.now()),
  });
}

export async function saveAnswer(context: ServerContext, user: SessionUserRow, assessmentId: string, questionId: string, value: number | null) {
  return context.db.transaction(async (tx) => {
    const answering = await beginAnswering(context, tx, user, assessmentId);
    await writeAnswer(context, tx, answering, questionId, value);
    const answered = (await answersOf(tx, answering.row.id, answering.key)).length;
    return { saved: true as const, answered, total: answering.questions.length };
  });
}

/** Saves any last answers and finishes; every question needs an answer (a value or "Prefer not to say"). */
export async function completeAssessment(context: ServerContext, user: SessionUserRow, assessmentId: string, lastAnswers: Record<string, number | null>) {
  return context.db.transaction(async (tx) => {
    const answering = await beginAnswering(context, tx, user, assessmentId);
    for (const [questionId, value] of Object.entries(lastAnswers)) await writeAnswer(context, tx, answering, questionId, value);
    const saved = new Set((await answersOf(tx, answering.row.id, answering.key)).map((answer) => answer.questionId));
    const missing = answering.questions.filter((question) => !saved.has(question.id)).length;
    if (missing > 0) throw new AppError('conflict', assessmentMessages.incomplete(missing));
    const completedAt = context.clock.now();
    await tx
      .update(participations)
      .set({ completedAt })
      .where(and(eq(participations.assessmentId, answering.row.id), eq(participations.userId, user.id)));
    return { completed: true as const, completedAt: completedAt.toISOString() };
  });
}
