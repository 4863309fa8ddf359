import type { Questionnaire } from '#domain/api/assessments.ts';
import type { Locale } from '#domain/locales.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { checkAnswer, missingRequired, type AnswerValue } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { MemberRow } from '#server/auth/route-policy.ts';
import type { DraftKey } from '#server/crypto/draft-key-ring.ts';
import { attributesForDraft, openDraft, sealDraft, type Draft } from './answer-drafts.ts';
import { draftKeysOf, keepUnderCurrentKey, type WrittenDraft } from './draft-keys.ts';
import { draftEpoch } from './draft-keys-queries.ts';
import { refuseUnlessOpen, refuseUnlessVisible, type Reach } from './answering-rules.ts';
import { wasSentTo } from './recipients.ts';
import { apiQuestion, askedQuestions, questionsOf, type AskedQuestions } from './questions.ts';
import {
  countCompletion,
  findAssessment,
  lockParticipation,
  markParticipationCompleted,
  participationsOf,
  recordParticipationStart,
  todayIso,
  type AssessmentRow,
} from './queries.ts';
import { findDraft, lockDraft, memberAttributes, updateDraft } from './draft-queries.ts';
import { respondentKey } from './respondent-key.ts';
import { summarise } from './service.ts';

// A respondent's side of an assessment: reading the questionnaire, saving answers into the sealed
// draft, and completing it.

/**
 * The questions, each in the first of `locales` it has (the caller's language, then the
 * organisation's default; as written without), and the caller's own answers, and where to resume.
 */
export async function questionnaire(
  context: ServerContext,
  user: MemberRow,
  input: { assessmentId: string; locales: readonly Locale[] },
): Promise<Questionnaire> {
  const { organisationId } = user;
  const { assessmentId } = input;
  const row = await findAssessment(context.db, organisationId, assessmentId);
  if (!row) throw new AppError('not_found', assessmentMessages.notFound);
  refuseUnlessVisible(await reachOf(context.db, row, user), user);
  const questionRows = await questionsOf(context.db, row, input.locales);
  const [participation] = (await participationsOf(context.db, organisationId, user.id)).filter((p) => p.assessmentId === row.id);
  const key = respondentKey(context.secrets.respondentSecret, row.id, user.id);
  // After completing, the answers wait sealed for a release and are then no longer anyone's:
  // they are not shown back, even to the person who gave them.
  const completed = participation?.completed ?? false;
  const draft = completed ? undefined : await findDraft(context.db, organisationId, row.id, key);
  const saved = draft ? openDraft(draftKeysOf(context.secrets), row.id, key, draft.sealed).answers : new Map<string, AnswerValue>();
  const resumeAt = completed ? -1 : questionRows.findIndex((question) => !saved.has(question.id));
  return {
    assessment: summarise(row, questionRows.length, {
      answered: completed ? questionRows.length : saved.size,
      started: participation !== undefined,
      completed,
    }),
    questions: questionRows.map(apiQuestion),
    answers: Object.fromEntries(saved),
    resumeAt: resumeAt === -1 ? questionRows.length : resumeAt,
  };
}

/** The assessment's status and audience, and whether a lifecycle survey was sent to the caller. */
async function reachOf(db: Database, row: AssessmentRow, user: MemberRow): Promise<Reach> {
  const sentToCaller = row.audience !== 'everyone' && (await wasSentTo(db, row.organisationId, row.id, user.id));
  return { status: row.status, audience: row.audience, sentToCaller };
}

/** `sealingKey`: the key of the epoch read in the transaction, which the draft is written under. */
type Answering = { row: AssessmentRow; asked: AskedQuestions; key: string; draft: Draft; sealingKey: DraftKey; epoch: number };

/**
 * Everything that must hold before an answer is written: the assessment is the caller's
 * organisation's and open, the caller consented and has not completed it. The participation
 * (who started, and their team) is recorded in its own transaction first; the answers then
 * live only in the person's sealed draft, locked for the rest of this transaction.
 */
async function beginAnswering(context: ServerContext, user: MemberRow, assessmentId: string) {
  const { organisationId } = user;
  const row = await findAssessment(context.db, organisationId, assessmentId);
  if (!row) throw new AppError('not_found', assessmentMessages.notFound);
  refuseUnlessOpen(await reachOf(context.db, row, user), user);
  if (!user.consentedAt) throw new AppError('consent_required');
  await recordParticipationStart(context.db, organisationId, { assessmentId: row.id, userId: user.id, teamManagerId: user.managerId });
  return row;
}

async function openForWriting(context: ServerContext, tx: Database, user: MemberRow, row: AssessmentRow): Promise<Answering> {
  const participation = await lockParticipation(tx, user.organisationId, row.id, user.id);
  if (!participation) throw new Error('participation vanished');
  if (participation.completed) throw new AppError('conflict', assessmentMessages.alreadyCompleted);
  const key = respondentKey(context.secrets.respondentSecret, row.id, user.id);
  const team = participation.teamManagerId ?? '';
  const keys = draftKeysOf(context.secrets);
  const epoch = await draftEpoch(tx, row.organisationId, row.id);
  const sealingKey = keys.ring.obtain(row.id, epoch);
  const locked = await lockDraft(tx, {
    organisationId: row.organisationId,
    assessmentId: row.id,
    respondentKey: key,
    emptySealed: sealDraft(
      sealingKey,
      row.id,
      key,
      { team, attributes: attributesForDraft(await memberAttributes(tx, row.organisationId, user.id)), answers: new Map() },
      (await askedQuestions(tx, row)).capacity,
    ),
  });
  if (locked.completed) throw new AppError('conflict', assessmentMessages.alreadyCompleted);
  return { row, asked: await askedQuestions(tx, row), key, draft: openDraft(keys, row.id, key, locked.sealed), sealingKey, epoch };
}

function applyAnswer(answering: Answering, questionId: string, value: AnswerValue) {
  const question = answering.asked.byId.get(questionId);
  if (!question) throw new AppError('bad_request', assessmentMessages.unknownQuestion);
  const checked = checkAnswer(question, value);
  if (!checked.ok) throw new AppError('bad_request', checked.message);
  if (checked.value === undefined) answering.draft.answers.delete(questionId);
  else answering.draft.answers.set(questionId, checked.value);
}

async function writeDraft(tx: Database, answering: Answering, completed = false): Promise<WrittenDraft> {
  const { row, key, draft, asked } = answering;
  const sealed = sealDraft(answering.sealingKey, row.id, key, draft, asked.capacity);
  await updateDraft(tx, row.organisationId, row.id, key, { sealed, completed });
  return {
    organisationId: row.organisationId,
    assessmentId: row.id,
    respondentKey: key,
    sealed,
    draft,
    capacity: asked.capacity,
    epoch: answering.epoch,
  };
}

/**
 * Saves any last answers and finishes; every question needs an answer (a value or "Prefer
 * not to say"). The answers then wait, sealed, for a release of at least six people, which
 * runs as a job and never inside this request.
 */
export async function completeAssessment(
  context: ServerContext,
  user: MemberRow,
  input: { assessmentId: string; answers: Record<string, AnswerValue> },
) {
  const lastAnswers = input.answers;
  const row = await beginAnswering(context, user, input.assessmentId);
  const written = await context.db.transaction(async (tx) => {
    const answering = await openForWriting(context, tx, user, row);
    for (const [questionId, value] of Object.entries(lastAnswers)) applyAnswer(answering, questionId, value);
    const missing = missingRequired(answering.asked.list, answering.draft.answers);
    if (missing > 0)
      throw new AppError(
        'conflict',
        answering.row.questionSetId ? assessmentMessages.incomplete(missing) : assessmentMessages.requiredMissing(missing),
      );
    const draft = await writeDraft(tx, answering, true);
    // Whether, never when: the day goes only into the organisation's count for the platform's figures.
    await markParticipationCompleted(tx, user.organisationId, answering.row.id, user.id);
    await countCompletion(tx, user.organisationId, todayIso(context.clock.now()));
    return draft;
  });
  // The draft may have been created in this transaction, as a release committed (draft-keys.ts).
  await keepUnderCurrentKey(context.db, draftKeysOf(context.secrets), written);
  context.releases.completed();
  return { completed: true as const };
}
