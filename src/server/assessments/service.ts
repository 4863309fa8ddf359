import type { AssessmentSummary, SettableAssessmentStatus } from '#domain/api/assessments.ts';
import { expectedTimeOf } from '#domain/assessment-durations.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { can } from '#domain/permissions.ts';
import { getQuestionSet, isQuestionSetId, type QuestionSetId } from '#domain/question-bank.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent, type AuditAction } from '#server/audit/index.ts';
import type { MemberRow, OrganisationActor } from '#server/auth/route-policy.ts';
import { findOrganisationById } from '#server/organisations/index.ts';
import { DraftKeyGoneError, openDraft } from './answer-drafts.ts';
import { draftKeysOf } from './draft-keys.ts';
import { surveysSentTo } from './recipients.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { lifecycleMessages } from '#domain/messages/lifecycle.ts';
import { isVisibleTo } from './answering-rules.ts';
import { LAUNCH_JOB, type LaunchData } from './launch.ts';
import { questionsOf, refuseUnlessReadyToOpen } from './questions.ts';
import {
  activeQuestionCounts,
  findAssessment,
  insertAssessment,
  listAssessmentRows,
  newestSetVersion,
  nextWave,
  organisationGroupSize,
  participationsOf,
  questionCountKey,
  updateAssessmentStatus,
  type AssessmentRow,
} from './queries.ts';
import { draftsOf } from './draft-queries.ts';
import { respondentKey } from './respondent-key.ts';

const setIdOf = (row: AssessmentRow): QuestionSetId | null => {
  if (row.questionSetId === null) return null;
  if (!isQuestionSetId(row.questionSetId)) throw new Error(`assessment ${row.id} has an unknown question set`);
  return row.questionSetId;
};

/** The progress of someone who has not started: what every administrative answer carries. */
export const NO_PROGRESS = { answered: 0, started: false, completed: false } as const;

export function summarise(
  row: AssessmentRow,
  questionCount: number,
  progress: { answered: number; started: boolean; completed: boolean },
): AssessmentSummary {
  return {
    id: row.id,
    questionSetId: setIdOf(row),
    title: row.title,
    description: row.description,
    category: row.category,
    status: row.status,
    wave: row.wave,
    openedAt: row.openedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    importedAnswers: row.importedAnswers,
    minimumGroupSize: row.minimumGroupSize,
    createdAt: row.createdAt.toISOString(),
    questionCount,
    estimatedMinutes: expectedTimeOf(row),
    myProgress: { answered: progress.answered, started: progress.started, completed: progress.completed },
  };
}

/**
 * An assessment of answers imported from a local workspace was never answered on the server:
 * only those who manage assessments need it in their list (its results are reached from there).
 */
const isListedFor = (row: AssessmentRow, user: MemberRow): boolean =>
  !row.importedAnswers || can.manageAssessments({ userId: user.id, organisationId: user.organisationId, role: user.role });

/** Every assessment of the caller's organisation, each with the caller's own progress. */
export async function listAssessments(context: ServerContext, user: MemberRow): Promise<AssessmentSummary[]> {
  const { organisationId } = user;
  const sentToCaller = await surveysSentTo(context.db, organisationId, user.id);
  const rows = (await listAssessmentRows(context.db, organisationId)).filter(
    (row) =>
      isVisibleTo({ status: row.status, audience: row.audience, sentToCaller: sentToCaller.has(row.id) }, user) && isListedFor(row, user),
  );
  const mine = new Map((await participationsOf(context.db, organisationId, user.id)).map((p) => [p.assessmentId, p]));
  const drafts = await draftsOf(
    context.db,
    organisationId,
    rows.map((row) => ({ assessmentId: row.id, respondentKey: respondentKey(context.secrets.respondentSecret, row.id, user.id) })),
  );
  const keys = draftKeysOf(context.secrets);
  // A draft whose key is gone (a secrets folder lost) counts nothing here; opening it says why.
  const answeredIn = (draft: (typeof drafts)[number]) => {
    try {
      return openDraft(keys, draft.assessmentId, draft.respondentKey, draft.sealed).answers.size;
    } catch (error) {
      if (error instanceof DraftKeyGoneError) return 0;
      throw error;
    }
  };
  const counts = new Map(drafts.map((draft) => [draft.assessmentId, answeredIn(draft)]));
  const questionCounts = await activeQuestionCounts(context.db, organisationId, rows);
  const countOf = (row: AssessmentRow) => questionCounts.get(questionCountKey(row)) ?? 0;
  return rows.map((row) =>
    summarise(row, countOf(row), {
      // Once released, a person's answers are no longer theirs to see: a completed assessment counts as fully answered.
      answered: mine.get(row.id)?.completed ? countOf(row) : (counts.get(row.id) ?? 0),
      started: mine.has(row.id),
      completed: mine.get(row.id)?.completed ?? false,
    }),
  );
}

/** A close date must lie ahead of the server's clock. */
export function futureCloseDate(context: ServerContext, closesAt: string): Date {
  const date = new Date(closesAt);
  if (date.getTime() <= context.clock.now().getTime()) throw new AppError('bad_request', assessmentAdministrationMessages.closeDateInPast);
  return date;
}

/** An open date must lie ahead of the server's clock: to open now, an administrator opens the assessment. */
export function futureOpenDate(context: ServerContext, opensAt: string): Date {
  const date = new Date(opensAt);
  if (date.getTime() <= context.clock.now().getTime()) throw new AppError('bad_request', assessmentAdministrationMessages.openDateInPast);
  return date;
}

type CreateAssessmentInput = {
  questionSetId: QuestionSetId;
  title?: string | undefined;
  description?: string | undefined;
  opensAt?: string | undefined;
  closesAt?: string | undefined;
  importedAnswers?: true | undefined;
};

/** How a new assessment starts: scheduled, open now, or — to hold imported answers — closed now, never to be answered here. */
function initialState(input: CreateAssessmentInput, opensAt: Date | null, now: Date) {
  if (input.importedAnswers) return { status: 'closed' as const, openedAt: null, closedAt: now, importedAnswers: true };
  return {
    status: opensAt ? ('scheduled' as const) : ('open' as const),
    openedAt: opensAt ? null : now,
    closedAt: null,
    importedAnswers: false,
  };
}

/**
 * Starts an assessment from one of the organisation's selected sets (or the default set): open
 * at once, or scheduled when `opensAt` is given (the schedule job opens it and sends the launch
 * e-mail then); it closes by itself at `closesAt` when given. With `importedAnswers` it is
 * closed at once, with no launch e-mail, to receive a local workspace's answers (releases/answer-import.ts).
 */
export async function createAssessment(context: ServerContext, actor: OrganisationActor, input: CreateAssessmentInput) {
  const { organisationId } = actor;
  const organisation = await findOrganisationById(context.db, organisationId);
  if (!organisation) throw new AppError('not_found');
  if (input.questionSetId !== 'default-assessment' && !organisation.selectedCategories.includes(input.questionSetId)) {
    throw new AppError('conflict', assessmentAdministrationMessages.setNotSelected);
  }
  const set = getQuestionSet(input.questionSetId);
  const opensAt = input.opensAt === undefined ? null : futureOpenDate(context, input.opensAt);
  const closesAt = input.closesAt === undefined ? null : futureCloseDate(context, input.closesAt);
  const now = context.clock.now();
  const row = await context.db.transaction(async (tx) => {
    const wave = await nextWave(tx, organisationId, { questionSetId: input.questionSetId, seriesId: null });
    const created = await insertAssessment(tx, organisationId, {
      questionSetId: input.questionSetId,
      // The newest version of the set, kept for good (decision 0038); imported local answers
      // answered the code's statements, version 1.
      questionSetVersion: input.importedAnswers ? 1 : await newestSetVersion(tx, input.questionSetId),
      // The wave is shown beside the title everywhere, so the default title does not repeat it.
      seriesId: null,
      title: input.title ?? set.title,
      description: input.description ?? set.description,
      ...initialState(input, opensAt, now),
      wave,
      createdBy: actor.userId,
      opensAt,
      closesAt,
      createdAt: now,
      updatedAt: now,
    });
    if (created.importedAnswers)
      await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_CLOSED', {
        assessment_id: created.id,
        status: 'closed',
        imported_answers: true,
      });
    else if (opensAt)
      await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_SCHEDULED', {
        assessment_id: created.id,
        opens_at: opensAt.toISOString(),
      });
    else await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_OPENED', { assessment_id: created.id, status: 'open' });
    return created;
  });
  if (row.status === 'open') await triggerLaunchMail(context, row);
  return summarise(row, (await questionsOf(context.db, row)).length, NO_PROGRESS);
}

// Everyone who can answer is told, in the background: 10,000 people do not hold up the request.
export async function triggerLaunchMail(context: ServerContext, row: AssessmentRow) {
  await context.jobs.trigger(LAUNCH_JOB, { organisationId: row.organisationId, assessmentId: row.id } satisfies LaunchData, {
    key: row.id,
  });
}

/** A second running onboarding (or exit) survey is refused by the database's index; said in words (decision 0066). */
async function openingOneLifecycleSurvey<T>(update: Promise<T>): Promise<T> {
  try {
    return await update;
  } catch (error) {
    if (isUniqueViolation(error, 'assessments_one_running_lifecycle_unique')) throw new AppError('conflict', lifecycleMessages.oneRunning);
    throw error;
  }
}

const auditActionFor: Record<SettableAssessmentStatus, AuditAction> = {
  open: 'ASSESSMENT_OPENED',
  paused: 'ASSESSMENT_PAUSED',
  closed: 'ASSESSMENT_CLOSED',
};

/**
 * Open, pause or close. Opening stamps opened_at, closing closed_at; a closed assessment stays
 * closed. A scheduled assessment may only be opened (early): that sends its launch e-mail and
 * drops the open date it no longer waits for.
 */
export async function setAssessmentStatus(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string; status: SettableAssessmentStatus },
) {
  const { organisationId } = actor;
  const { assessmentId, status } = input;
  const now = context.clock.now();
  const { updated: row, wasScheduled } = await context.db.transaction(async (tx) => {
    const current = await findAssessment(tx, organisationId, assessmentId);
    if (!current) throw new AppError('not_found', assessmentMessages.notFound);
    if (current.status === status) throw new AppError('conflict', assessmentAdministrationMessages.alreadyInStatus(status));
    if (current.status === 'closed') throw new AppError('conflict', assessmentAdministrationMessages.closedCannotReopen);
    if (current.status === 'scheduled' && status !== 'open')
      throw new AppError('conflict', assessmentAdministrationMessages.scheduledCannotPauseOrClose);
    if (current.status === 'draft') await refuseUnlessReadyToOpen(tx, current, status);
    const updated = await openingOneLifecycleSurvey(
      updateAssessmentStatus(tx, organisationId, current.id, {
        status,
        updatedAt: now,
        ...(status === 'open' ? { openedAt: now } : {}),
        // Opening for the first time fixes the minimum group size; reopening a paused one keeps it.
        ...(status === 'open' && (current.status === 'draft' || current.status === 'scheduled')
          ? { minimumGroupSize: organisationGroupSize(organisationId) }
          : {}),
        ...(current.status === 'scheduled' ? { opensAt: null } : {}),
        ...(status === 'closed' ? { closedAt: now } : {}),
      }),
    );
    if (!updated) throw new AppError('not_found', assessmentMessages.notFound);
    await recordAuditEvent(tx, organisationId, actor.userId, auditActionFor[status], { assessment_id: updated.id, status });
    return { updated, wasScheduled: current.status === 'scheduled' || current.status === 'draft' };
  });
  if (wasScheduled) await triggerLaunchMail(context, row);
  // Closing releases whoever is still waiting (when they are enough), as a job.
  if (status === 'closed') context.releases.nudge();
  return summarise(row, (await questionsOf(context.db, row)).length, NO_PROGRESS);
}
