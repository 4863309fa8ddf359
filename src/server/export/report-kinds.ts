import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AssessmentResults, AssessmentTrends } from '#domain/api/results.ts';
import { listIn } from '#domain/list-format.ts';
import type { CommentTheme } from '#domain/comment-themes.ts';
import { formatNetPromoter } from '#domain/net-promoter.ts';
import type { ResultsCuts } from '#domain/api/results-cuts.ts';
import { groupsShowing } from '#domain/results-csv-counts.ts';

/*
 * The report's single-choice counts (with a net promoter question's eNPS, decision 0062) and comments (decision 0036), made only from what the
 * results service returns, like the rest of the report: a hidden question's counts are `null`
 * here, and the comments are those results show, masked and in the order of this read.
 */

export type ReportChoiceOption = { label: string; count: number; share: number };

export type ReportChoice = {
  questionText: string;
  /** Null while fewer answers than the minimum group size chose an option. */
  shown: { responses: number; preferNotToSay: number; options: ReportChoiceOption[]; netPromoter?: ReportNetPromoter } | null;
};

/** A net promoter question's eNPS and its groups (decision 0062), from the published counts. */
type ReportNetPromoter = { score: number; promoters: number; passives: number; detractors: number };

export type ReportCommentQuestion = { questionText: string; themes: CommentTheme[]; comments: string[] };

export function reportChoices(results: AssessmentResults): ReportChoice[] {
  return [...results.choices]
    .sort((a, b) => a.order - b.order)
    .map((choice) => {
      if (!choice.canShow) return { questionText: choice.questionText, shown: null };
      const options = choice.options.map((option) => ({ ...option, share: Math.round((option.count / choice.responseCount) * 100) }));
      return {
        questionText: choice.questionText,
        shown: {
          responses: choice.responseCount,
          preferNotToSay: choice.preferNotToSay,
          options,
          ...(choice.netPromoter ? { netPromoter: choice.netPromoter } : {}),
        },
      };
    });
}

export function reportComments(results: AssessmentResults): ReportCommentQuestion[] {
  return [...results.comments]
    .sort((a, b) => a.order - b.order)
    .map((question) => ({ questionText: question.questionText, themes: question.themes, comments: question.comments }));
}

/** "Themes: quiet rooms (3 comments), meetings (2 comments)" in the reader's language, or nothing without themes. */
export function themesText(i18n: I18n, themes: readonly CommentTheme[]): string | null {
  if (themes.length === 0) return null;
  const list = listIn(
    i18n,
    themes.map(({ term, comments }) => i18n._(plural(comments, { one: `${term} (# comment)`, other: `${term} (# comments)` }))),
    'entries',
  );
  return i18n._(msg`Themes: ${list}`);
}

export const choiceOptionText = (option: ReportChoiceOption) => `${option.count} (${option.share}%)`;

/** "eNPS +20: 5 promoters (9 to 10), 2 passives (7 to 8), 1 detractor (0 to 6)" in the reader's language. */
export function netPromoterText(i18n: I18n, { score, promoters, passives, detractors }: ReportNetPromoter): string {
  const signed = formatNetPromoter(score);
  return i18n._(msg`eNPS ${signed}: promoters (9 to 10) ${promoters}, passives (7 to 8) ${passives}, detractors (0 to 6) ${detractors}`);
}

/**
 * Per net promoter question asked in more than one wave, its eNPS in each (hidden where that
 * wave's results hid it), as the results page lists them: "eNPS by wave, "How likely…": wave 1: +50, wave 2: hidden".
 */
export function netPromoterTrendLines(i18n: I18n, trends: AssessmentTrends): string[] {
  return (trends.netPromoter ?? [])
    .filter((trend) => trend.series.length > 1)
    .map(({ questionText, series }) => {
      const points = series.map(({ wave, score }) => {
        const shown = score === null ? i18n._(msg`hidden`) : formatNetPromoter(score);
        return i18n._(msg`wave ${wave}: ${shown}`);
      });
      const waves = listIn(i18n, points, 'entries');
      return i18n._(msg`eNPS by wave, "${questionText}": ${waves}`);
    });
}

/** Per counted question some team or attribute value shows (decision 0068): its heading, then "Team of Mia: +43 (n=7)" a group. */
export function cutCountLines(i18n: I18n, cuts: ResultsCuts | undefined): string[] {
  if (!cuts) return [];
  return (cuts.counted ?? []).flatMap((question) => {
    const groups = groupsShowing(i18n, cuts, question.questionId);
    if (groups.length === 0) return [];
    const text = question.questionText;
    const heading = question.netPromoter ? i18n._(msg`eNPS by group: ${text}`) : i18n._(msg`Answers by group: ${text}`);
    return [
      heading,
      ...groups.map(({ name, counts }) => {
        const figure = counts.netPromoter
          ? formatNetPromoter(counts.netPromoter.score)
          : counts.options.map((option) => `${option.label} ${option.count}`).join(', ');
        return `${name}: ${figure} (n=${counts.responseCount})`;
      }),
    ];
  });
}
