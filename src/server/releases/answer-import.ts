import { answerImportMessages, assessmentMessages } from '#domain/messages.ts';
import type { ImportAnswersRequest } from '#domain/api/releases.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { questionsOf } from '#server/assessments/index.ts';
import { lockAssessment } from '#server/assessments/index.ts';
import { assessmentContents } from './import-queries.ts';
import { releaseKeysOf, sumBatch, writeRelease } from './release.ts';

type Sheet = ImportAnswersRequest['sheets'][number];

/** Refuses a sheet that answers a question outside the set, or leaves one of the set's questions out. */
function refuseUnlessComplete(sheets: readonly Sheet[], questionIds: ReadonlySet<string>) {
  for (const sheet of sheets) {
    const answered = Object.keys(sheet);
    if (answered.some((id) => !questionIds.has(id))) throw new AppError('bad_request', answerImportMessages.unknownQuestion);
    if (answered.length !== questionIds.size) throw new AppError('bad_request', answerImportMessages.incompleteSheet);
  }
}

/**
 * Imports a local workspace's answer sheets (decision 0029) as one release of an assessment
 * created for them: closed from the start, with no release, draft or participation, so no
 * member's answer is ever combined with the imported ones — the person importing knows every
 * imported sheet, and could subtract them from any figure they joined. The sheets go the way a
 * release's opened drafts go (one group with no team, answer rows shuffled, organisation sums,
 * the publication the planner and auditor admit), under the assessment's lock, once. The audit
 * trail records how many sheets, never what they hold. The sheets must be at least the
 * assessment's minimum group size, the organisation's setting when it was created.
 */
export async function importAnswers(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string } & ImportAnswersRequest,
) {
  const { organisationId } = actor;
  const keys = releaseKeysOf(context.secrets);
  return context.db.transaction(async (tx) => {
    const assessment = await lockAssessment(tx, organisationId, input.assessmentId);
    if (!assessment) throw new AppError('not_found', assessmentMessages.notFound);
    if (!assessment.importedAnswers || assessment.status !== 'closed') throw new AppError('conflict', answerImportMessages.notForImport);
    // The request's own rule is the floor of six; the organisation may have asked for more.
    if (input.sheets.length < assessment.minimumGroupSize)
      throw new AppError('bad_request', answerImportMessages.tooFew(assessment.minimumGroupSize));
    const contents = await assessmentContents(tx, organisationId, assessment.id);
    if (contents.releases > 0) throw new AppError('conflict', answerImportMessages.alreadyImported);
    if (contents.drafts > 0 || contents.participations > 0) throw new AppError('conflict', answerImportMessages.answeredHere);

    const questions = await questionsOf(tx, assessment);
    refuseUnlessComplete(input.sheets, new Set(questions.map((question) => question.id)));
    const sums = sumBatch(
      input.sheets.map((sheet) => ({ team: '', answers: Object.entries(sheet) })),
      new Map(questions.map((question) => [question.id, question])),
    );
    const releasedOn = await writeRelease(tx, keys, context.clock, assessment, sums, input.sheets.length);
    await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_ANSWERS_IMPORTED', {
      assessment_id: assessment.id,
      respondents: input.sheets.length,
    });
    return { assessmentId: assessment.id, respondents: input.sheets.length, releasedOn };
  });
}
