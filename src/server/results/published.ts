import { z } from 'zod';
import type { DomainScore } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { favourabilityOf } from '#domain/favourability.ts';
import { domainLabel, getQuestionSet, isQuestionSetId, type QuestionSetId } from '#domain/question-bank.ts';
import { scoreOf } from '#domain/scoring.ts';
import type { AssessmentRow } from '#server/assessments/index.ts';
import { OrganisationFiguresSchema, type DomainTally } from '#server/releases/index.ts';

/*
 * How a stored publication becomes figures people may see: the one place where a published
 * tally or heat-map cell turns into a mean, shared by results and trends so both show a figure
 * under the same rule.
 */

export type Publication = { respondents: number; organisation: z.infer<typeof OrganisationFiguresSchema>; publishedOn: string };
type OrganisationFigures = Publication['organisation'];

export const round = (value: number, decimals: number) => Math.round((value + Number.EPSILON) * 10 ** decimals) / 10 ** decimals;

export const setIdOf = (row: Pick<AssessmentRow, 'id' | 'questionSetId'>): QuestionSetId => {
  if (!isQuestionSetId(row.questionSetId)) throw new Error(`assessment ${row.id} has an unknown question set`);
  return row.questionSetId;
};
export const domainsOf = (row: Pick<AssessmentRow, 'id' | 'questionSetId'>) => getQuestionSet(setIdOf(row)).domains.map((domain) => domain.key as string);

export function publicationFrom(stored: { respondents: unknown; part: unknown; publishedOn: string } | undefined): Publication | null {
  if (!stored) return null;
  return { respondents: z.number().int().parse(stored.respondents), organisation: OrganisationFiguresSchema.parse(stored.part), publishedOn: stored.publishedOn };
}

// Results begin when an assessment opens: a scheduled one has none, and those who answer are not told of it before then.
export const hasOpened = (row: AssessmentRow | undefined): row is AssessmentRow => row !== undefined && row.status !== 'scheduled';

/** The only way a published tally becomes a domain score: hidden ones lose mean and count. */
export function publicDomainScore(domain: string, tally: DomainTally | null | undefined): DomainScore {
  const label = domainLabel(domain) ?? domain;
  const score = tally ? scoreOf(tally) : { canShow: false as const };
  if (!score.canShow) return { domain, label, canShow: false, favourability: null };
  // Over the same answers as the mean, so shown exactly where the mean is.
  return { domain, label, canShow: true, meanScore: score.mean, responseCount: score.respondents, favourability: favourabilityOf(tally?.counts, tally?.preferNot ?? 0) };
}

/** The only way a published heat-map cell becomes a question's mean: null where it is hidden. */
export function publicQuestionAverage(cell: OrganisationFigures['cells'][string] | undefined): { average: number; answers: number } | null {
  if (!cell || cell.answers < ANONYMITY_THRESHOLD) return null;
  return { average: round(cell.sum / cell.answers, 2), answers: cell.answers };
}
