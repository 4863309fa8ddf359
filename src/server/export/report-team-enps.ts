import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AssessmentResults } from '#domain/api/results.ts';
import type { ResultsCuts } from '#domain/api/results-cuts.ts';
import { formatNetPromoter } from '#domain/net-promoter.ts';

/**
 * The team heat map's eNPS columns in the PDF report and the presentation (decision 0068), one
 * per net promoter question: each team's as the cuts route publishes it to the reader, null (shown
 * as hidden) where the count plan held it back. Groups of teams and attribute values get none.
 */
export function teamNetPromoter(i18n: I18n, results: AssessmentResults, cuts: ResultsCuts | undefined) {
  const questions = results.choices.filter((choice) => choice.netPromoter !== undefined);
  return {
    labels: questions.map((question) => (questions.length > 1 ? `${i18n._(msg`eNPS`)} · ${question.questionText}` : i18n._(msg`eNPS`))),
    team: (managerId: string) =>
      questions.map((question) => {
        const counts = cuts?.teams
          ?.find((entry) => entry.team.managerId === managerId)
          ?.choices.find((choice) => choice.questionId === question.questionId);
        return counts?.netPromoter ? formatNetPromoter(counts.netPromoter.score) : null;
      }),
  };
}
