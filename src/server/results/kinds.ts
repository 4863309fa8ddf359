import { randomInt } from 'node:crypto';
import type { ChoiceResult, CommentResult } from '#domain/api/results.ts';
import { commentQuestions, countedQuestions, type AssessmentQuestion } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import type { AssessmentRow } from '#server/assessments/index.ts';
import { organisationNames, publishedComments } from '#server/releases/index.ts';
import { maskComment, nameKeys } from '#domain/comment-redaction.ts';
import { commentThemes } from '#domain/comment-themes.ts';
import { netPromoterOf } from '#domain/net-promoter.ts';
import type { Publication } from './published.ts';

/*
 * Results of the kinds that are not scored: counts per value (single choice, net promoter with
 * its eNPS) as the publication holds them,
 * and comments at the organisation's level only (decision 0033).
 */

/**
 * Each question published as counts (single choice): its values' published counts, labelled by
 * its kind; hidden ones carry nothing but their text. `threshold`: the assessment's minimum group size.
 */
export function choiceResults(
  questions: readonly AssessmentQuestion[],
  publication: Publication | null,
  threshold: number,
): ChoiceResult[] {
  return countedQuestions(questions).map(({ question, values, netPromoter }): ChoiceResult => {
    const base = { questionId: question.id, questionText: question.text, order: question.order };
    const tally = publication?.organisation.choices?.[question.id];
    if (!tally || tally.answers < threshold) return { ...base, canShow: false, ...(netPromoter ? { netPromoter: null } : {}) };
    const options = values.map(({ label }, index) => ({ label, count: tally.counts[index] ?? 0 }));
    const shown = { ...base, canShow: true as const, responseCount: tally.answers, preferNotToSay: tally.preferNot, options };
    // From the published counts only (a net promoter question's values are the scores 0–10 in order), so the score shows exactly where they do.
    const score = netPromoter ? netPromoterOf(values.map(({ value }) => tally.counts[value] ?? 0)) : null;
    return score
      ? {
          ...shown,
          netPromoter: { score: score.score, promoters: score.promoters, passives: score.passives, detractors: score.detractors },
        }
      : shown;
  });
}

function shuffled<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

/**
 * The published comments, masked again against today's names: releases mask them before they
 * are stored, and this also covers people who joined since and comments released before
 * masking existed. Masking a masked comment changes nothing.
 */
async function maskedPublishedComments(db: Database, row: AssessmentRow, upTo: ReadonlyMap<string, number>) {
  const comments = await publishedComments(db, row.organisationId, row.id, upTo);
  if (comments.length === 0) return comments;
  const names = nameKeys(await organisationNames(db, row.organisationId));
  return comments.map((comment) => ({ questionId: comment.questionId, text: maskComment(comment.text, names) }));
}

/**
 * Comment questions' lists as the newest publication extended them: each only by groups of the
 * assessment's minimum group size of new comments or more. A publication from before lists grew
 * in groups named none, and listed every comment released up to it, which was every release.
 */
function listedUpTo(asked: readonly AssessmentQuestion[], publication: Publication): Map<string, number> {
  const lists = publication.organisation.comments;
  return new Map(
    asked.flatMap((question) =>
      lists
        ? lists[question.id] === undefined
          ? []
          : [[question.id, lists[question.id] ?? 0] as const]
        : [[question.id, Number.MAX_SAFE_INTEGER] as const],
    ),
  );
}

/**
 * Each comment question with the comments its list holds, in a new random order at each read
 * (stored order would group them by release), with no time and no team, and their themes. None
 * at all while the publication covers fewer people than the assessment's minimum group size.
 */
export async function commentResults(
  db: Database,
  row: AssessmentRow,
  questions: readonly AssessmentQuestion[],
  publication: Publication | null,
): Promise<CommentResult[]> {
  const asked = commentQuestions(questions);
  const shown = publication !== null && publication.respondents >= row.minimumGroupSize;
  const comments = shown ? await maskedPublishedComments(db, row, listedUpTo(asked, publication)) : [];
  return asked.map((question) => {
    const texts = comments.filter((comment) => comment.questionId === question.id).map((comment) => comment.text);
    return {
      questionId: question.id,
      questionText: question.text,
      order: question.order,
      comments: shuffled(texts),
      themes: commentThemes(texts),
    };
  });
}
