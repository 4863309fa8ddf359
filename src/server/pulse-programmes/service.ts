import type { CreatePulseProgrammeRequest, PulseProgramme, PulseProgrammeListResponse, PulseRun } from '#domain/api/pulse-programmes.ts';
import { pulseMessages } from '#domain/messages/pulse-programmes.ts';
import type { AssessmentQuestion } from '#domain/question-kinds.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { findAssessment, ownQuestions, setQuestions, type AssessmentRow } from '#server/assessments/index.ts';
import { resultsOverview } from '#server/results/index.ts';
import { PULSE_JOB } from './job.ts';
import { insertProgramme, programmeRows, runQuestionIds, runRows, type PulseProgrammeRow } from './queries.ts';

/*
 * Pulse programmes (decision 0065), for those who manage assessments: set up once, then the pulse
 * job creates each run and the schedule job opens and closes it.
 */

/** The questions a programme copies: the template's own (any kind, ids kept), or a built-in set's statements. */
async function sourceQuestions(db: Database, organisationId: string, input: CreatePulseProgrammeRequest): Promise<AssessmentQuestion[]> {
  if (input.questionSetId !== undefined) return setQuestions(db, input.questionSetId);
  const template =
    input.templateAssessmentId === undefined ? undefined : await findAssessment(db, organisationId, input.templateAssessmentId);
  if (!template || template.questionSetId !== null) throw new AppError('bad_request', pulseMessages.templateNotFound);
  const questions = await ownQuestions(db, organisationId, template.id);
  if (questions.length === 0) throw new AppError('bad_request', pulseMessages.templateHasNoQuestions);
  return questions;
}

function runView(
  row: AssessmentRow,
  questionIds: readonly string[],
  completion: { completed: number; activePeople: number; rate: number } | undefined,
): PulseRun {
  return {
    assessmentId: row.id,
    wave: row.wave,
    status: row.status,
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    openedAt: row.openedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    questionIds: [...questionIds],
    completed: completion?.completed ?? 0,
    activePeople: completion?.activePeople ?? 0,
    rate: completion?.rate ?? 0,
  };
}

/** The programmes with their runs; participation as the results cards count it (released answers, everyone who completed once closed). */
async function present(context: ServerContext, actor: OrganisationActor, rows: PulseProgrammeRow[]): Promise<PulseProgramme[]> {
  const { organisationId } = actor;
  const seriesIds = rows.flatMap((row) => (row.seriesId === null ? [] : [row.seriesId]));
  const runs = await runRows(context.db, organisationId, seriesIds);
  const [questionIds, overview] = await Promise.all([
    runQuestionIds(
      context.db,
      organisationId,
      runs.map((run) => run.id),
    ),
    runs.some((run) => run.openedAt !== null) ? resultsOverview(context, actor) : Promise.resolve({ cards: [] }),
  ]);
  const completions = new Map(overview.cards.map((card) => [card.assessment.id, card.completion]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    templateAssessmentId: row.templateAssessmentId,
    questionSetId: row.questionSetId,
    questionCount: row.questions.length,
    cadence: row.cadence,
    openDays: row.openDays,
    rotationSize: row.rotationSize,
    status: row.status,
    nextRunAt: row.nextRunAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    runs: runs
      .filter((run) => run.seriesId !== null && run.seriesId === row.seriesId)
      .map((run) => runView(run, questionIds.get(run.id) ?? [], completions.get(run.id))),
  }));
}

export async function listPulseProgrammes(context: ServerContext, actor: OrganisationActor): Promise<PulseProgrammeListResponse> {
  return { programmes: await present(context, actor, await programmeRows(context.db, actor.organisationId)) };
}

export async function pulseProgramme(
  context: ServerContext,
  actor: OrganisationActor,
  input: { programmeId: string },
): Promise<PulseProgramme> {
  const [programme] = await present(context, actor, await programmeRows(context.db, actor.organisationId, input.programmeId));
  if (!programme) throw new AppError('not_found', pulseMessages.notFound);
  return programme;
}

/** Sets a programme up; the pulse job creates its first run (at once when it opens within a day). */
export async function createPulseProgramme(
  context: ServerContext,
  actor: OrganisationActor,
  input: CreatePulseProgrammeRequest,
): Promise<PulseProgramme> {
  const { organisationId } = actor;
  const now = context.clock.now();
  const firstRunAt = new Date(input.firstRunAt);
  // A minute's grace: "now" chosen in a form is a moment ago by the time it arrives.
  if (firstRunAt.getTime() < now.getTime() - 60_000) throw new AppError('bad_request', pulseMessages.firstRunInPast);
  const programme = await context.db.transaction(async (tx) => {
    const questions = await sourceQuestions(tx, organisationId, input);
    if (input.rotationSize !== null && input.rotationSize > questions.length)
      throw new AppError('bad_request', pulseMessages.rotationSize(questions.length));
    const row = await insertProgramme(tx, organisationId, {
      title: input.title,
      templateAssessmentId: input.templateAssessmentId ?? null,
      questionSetId: input.questionSetId ?? null,
      questions,
      cadence: input.cadence,
      openDays: input.openDays,
      rotationSize: input.rotationSize,
      nextRunAt: firstRunAt < now ? now : firstRunAt,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAuditEvent(tx, organisationId, actor.userId, 'PULSE_PROGRAMME_CREATED', {
      pulse_programme_id: row.id,
      cadence: row.cadence,
      open_days: row.openDays,
      rotation_size: row.rotationSize,
      question_count: questions.length,
      first_run_at: row.nextRunAt.toISOString(),
    });
    return row;
  });
  await context.jobs.trigger(PULSE_JOB);
  return pulseProgramme(context, actor, { programmeId: programme.id });
}
