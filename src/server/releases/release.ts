import { randomInt } from 'node:crypto';
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import type { Secrets } from '#server/secrets.ts';
import { deriveKey } from '#server/secrets.ts';
import { publishAfterRelease } from './publication.ts';
import { draftKeysOf, openDraft, questionsOf, retireDraftKeys, type AssessmentRow, type DraftKeys } from '#server/assessments/index.ts';
import { insertComments, organisationNames } from './kinds-queries.ts';
import { maskComment, nameKeys } from '#domain/comment-redaction.ts';
import {
  addDomainAggregates,
  addQuestionAggregates,
  deleteDrafts,
  insertAnswers,
  insertRelease,
  lockAssessment,
  markReleaseChecked,
  releasesOf,
  waitingDrafts,
} from './queries.ts';
import { sealTeamTallies } from './tallies.ts';
import { sumCompletedAnswers, type CompletedAnswers } from '#domain/answer-sums.ts';
import type { AssessmentQuestion, BatchSums, ReleasedComment } from '#domain/question-kinds.ts';

export type ReleaseKeys = { drafts: DraftKeys; tallies: Buffer };

export const releaseKeysOf = (secrets: Secrets): ReleaseKeys => ({
  drafts: draftKeysOf(secrets),
  tallies: deriveKey(secrets, 'release-tallies'),
});

/** Fisher–Yates with a cryptographic source: the stored order must say nothing about who answered first. */
function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/** Adds up a batch of completed answers (domain rules), in a random order of answer rows and of comments. */
export function sumBatch(batch: readonly CompletedAnswers[], questions: ReadonlyMap<string, AssessmentQuestion>): BatchSums {
  const sums = sumCompletedAnswers(batch, questions);
  shuffle(sums.rows);
  shuffle(sums.comments);
  return sums;
}

/**
 * The release's comments with e-mail addresses, phone numbers and the organisation's names
 * masked, before anything of them is written: no column ever holds what they said unmasked.
 */
async function maskedComments(tx: Database, organisationId: string, comments: readonly ReleasedComment[]): Promise<ReleasedComment[]> {
  if (comments.length === 0) return [];
  const names = nameKeys(await organisationNames(tx, organisationId));
  return comments.map((comment) => ({ questionId: comment.questionId, text: maskComment(comment.text, names) }));
}

/**
 * Writes one release of `respondents` people for the (locked) assessment, in the caller's
 * transaction: the release row with its sealed per-team sums, the plain answers and comments in
 * the given (shuffled) order, the organisation sums, and the publication the planner and
 * auditor admit. Returns the release's day.
 */
export async function writeRelease(
  tx: Database,
  keys: ReleaseKeys,
  clock: Clock,
  assessment: AssessmentRow,
  sums: BatchSums,
  respondents: number,
): Promise<string> {
  const sequence = ((await releasesOf(tx, assessment.id)).at(-1)?.sequence ?? 0) + 1;
  const releaseId = crypto.randomUUID();
  const day = clock.now().toISOString().slice(0, 10);
  const { organisationId } = assessment;
  const into = { organisationId, assessmentId: assessment.id, releaseId };
  await insertRelease(tx, {
    ...into,
    id: releaseId,
    sequence,
    releasedOn: day,
    respondentCount: respondents,
    sealedTeamTallies: sealTeamTallies(keys.tallies, releaseId, sums.groups),
  });
  await insertAnswers(tx, into, sums.rows);
  await insertComments(tx, into, await maskedComments(tx, organisationId, sums.comments));
  await addQuestionAggregates(
    tx,
    organisationId,
    assessment.id,
    [...sums.questions].map(([questionId, tally]) => ({ questionId, ...tally })),
  );
  await addDomainAggregates(
    tx,
    organisationId,
    assessment.id,
    [...sums.domains].map(([domain, tally]) => ({ domain, ...tally })),
  );
  await publishAfterRelease(tx, keys.tallies, assessment, sequence, day);
  return day;
}

/**
 * Releases the completed answers waiting for one assessment, when at least its minimum group
 * size (six or more, fixed when it opened) are waiting: in one transaction that reads sealed
 * drafts and writes plain answers (random order, no person, no key, no team, no time but the
 * day), organisation sums, the sealed per-team sums and the next publication; nothing about any person is written. With
 * `final` (the assessment closed), drafts that can never be released are discarded. With
 * `releaseTime`, the assessment is released at most once for that time, across processes.
 * Once it has committed, the drafts left are sealed again under the next epoch's key and the
 * keys the released drafts were sealed under are destroyed (assessments/draft-keys.ts): call it
 * outside a transaction, or in one that made the drafts it releases (the demo).
 * Returns how many people were released.
 */
export async function releaseWaiting(
  db: Database,
  keys: ReleaseKeys,
  clock: Clock,
  assessmentId: string,
  options: { final: boolean; releaseTime?: Date; heldUntilClose?: boolean },
): Promise<number> {
  const released = await db.transaction(async (tx) => {
    const assessment = await lockAssessment(tx, assessmentId);
    if (!assessment) return 0;
    if (options.releaseTime) {
      // Another process acted on this release time already; or this one now does, once.
      if (assessment.releaseCheckedAt && assessment.releaseCheckedAt >= options.releaseTime) return 0;
      await markReleaseChecked(tx, assessmentId, clock.now());
      if (options.heldUntilClose) return 0;
    }
    const waiting = await waitingDrafts(tx, assessmentId);
    // The assessment's own size, fixed when it opened: never the organisation's setting now.
    if (waiting.length < assessment.minimumGroupSize) {
      if (options.final) await deleteDrafts(tx, assessmentId);
      return 0;
    }
    const drafts = waiting.map((row) => openDraft(keys.drafts, row.assessmentId, row.respondentKey, row.sealed));
    const asked = await questionsOf(tx, assessment);
    const sums = sumBatch(drafts, new Map(asked.map((question) => [question.id, question])));
    await writeRelease(tx, keys, clock, assessment, sums, drafts.length);
    await deleteDrafts(tx, assessmentId, options.final ? undefined : waiting.map((row) => row.respondentKey));
    return drafts.length;
  });
  if (released > 0 || options.final) await retireDraftKeys(db, keys.drafts, assessmentId);
  return released;
}
