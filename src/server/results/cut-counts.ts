import type { GroupCounts } from '#domain/api/results-cuts.ts';
import { countSetId } from '#domain/count-plan.ts';
import { netPromoterOf } from '#domain/net-promoter.ts';
import { countedQuestions, type AssessmentQuestion } from '#domain/question-kinds.ts';
import type { Publication } from './published.ts';

/*
 * Counted questions (single choice, net promoter) per team and attribute value, exactly as the
 * publication holds them (decision 0068): what the count plan admitted, each group's figure at
 * the release it was last moved, nothing below the minimum group size of answers.
 */

type Counted = ReturnType<typeof countedQuestions>;

/** One group's shown counts of each counted question (those it has a figure of). */
function groupCountsOf(counted: Counted, publication: Publication | null, key: string, threshold: number): GroupCounts[] {
  const groups = publication?.organisation.countGroups ?? {};
  return counted.flatMap(({ question, values, netPromoter }) => {
    const figure = groups[question.id]?.[key];
    if (!figure || figure.answers < threshold) return [];
    const score = netPromoter ? netPromoterOf(values.map((_, index) => figure.counts[index] ?? 0)) : null;
    return [
      {
        questionId: question.id,
        responseCount: figure.answers,
        options: values.map(({ label }, index) => ({ label, count: figure.counts[index] ?? 0 })),
        netPromoter: score && { score: score.score, promoters: score.promoters, passives: score.passives, detractors: score.detractors },
      },
    ];
  });
}

/** The counts a publication shows per team and attribute value, for the questions asked. */
export function countsByGroup(questions: readonly AssessmentQuestion[], publication: Publication | null, threshold: number) {
  const counted = countedQuestions(questions);
  return {
    questions: counted.map(({ question, netPromoter }) => ({ questionId: question.id, questionText: question.text, netPromoter })),
    team: (team: string) => groupCountsOf(counted, publication, countSetId({ team }), threshold),
    value: (attribute: string, value: string) => groupCountsOf(counted, publication, countSetId({ attribute, value }), threshold),
    /** The attribute values with counts shown, as [attribute, value]. */
    values: () => {
      const values = new Map<string, readonly [string, string]>();
      for (const groups of Object.values(publication?.organisation.countGroups ?? {}))
        for (const set of Object.values(groups))
          if (set.attribute !== undefined && set.value !== undefined) values.set(countSetId(set), [set.attribute, set.value]);
      return [...values.values()];
    },
    /** The teams with counts shown. */
    teams: () => [
      ...new Set(
        Object.values(publication?.organisation.countGroups ?? {}).flatMap((groups) =>
          Object.values(groups).flatMap((set) => (set.team === undefined ? [] : [set.team])),
        ),
      ),
    ],
  };
}
