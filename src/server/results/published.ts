import { z } from 'zod';
import { getQuestionSet, isQuestionSetId, type QuestionSetId } from '#domain/question-bank.ts';
import type { AssessmentRow } from '#server/assessments/index.ts';
import { OrganisationFiguresSchema } from '#server/releases/index.ts';

/*
 * How a stored publication becomes figures people may see: the one place where a published
 * tally or heat-map cell turns into a mean, shared by results and trends so both show a figure
 * under the same rule.
 */

export type Publication = { respondents: number; organisation: z.infer<typeof OrganisationFiguresSchema>; publishedOn: string };

export const round = (value: number, decimals: number) => Math.round((value + Number.EPSILON) * 10 ** decimals) / 10 ** decimals;

export const setIdOf = (row: Pick<AssessmentRow, 'id' | 'questionSetId'>): QuestionSetId | null => {
  if (row.questionSetId === null) return null;
  if (!isQuestionSetId(row.questionSetId)) throw new Error(`assessment ${row.id} has an unknown question set`);
  return row.questionSetId;
};

/**
 * The domains an assessment scores, without reading its questions: a built-in set's, or those
 * its publication holds (every scored domain, null where hidden). Their order is the set's, or
 * none in particular: pages that list domains read the questions (domainsOfAssessment).
 */
export const domainsOf = (row: Pick<AssessmentRow, 'id' | 'questionSetId'>, publication: Publication | null | undefined): string[] => {
  const setId = setIdOf(row);
  return setId ? getQuestionSet(setId).domains.map((domain) => domain.key as string) : Object.keys(publication?.organisation.domains ?? {});
};

export function publicationFrom(stored: { respondents: unknown; part: unknown; publishedOn: string } | undefined): Publication | null {
  if (!stored) return null;
  return {
    respondents: z.number().int().parse(stored.respondents),
    organisation: OrganisationFiguresSchema.parse(stored.part),
    publishedOn: stored.publishedOn,
  };
}

// Results begin when an assessment opens: a scheduled one has none, and those who answer are not told of it before then.
export const hasOpened = (row: AssessmentRow | undefined): row is AssessmentRow =>
  row !== undefined && row.status !== 'scheduled' && row.status !== 'draft';

export { publicDomainScore, publicQuestionAverage } from '#domain/published-results.ts';
