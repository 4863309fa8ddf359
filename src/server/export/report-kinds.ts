import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AssessmentResults } from '#domain/api/results.ts';
import { listIn } from '#domain/list-format.ts';
import type { CommentTheme } from '#domain/comment-themes.ts';

/*
 * The report's single-choice counts and comments (decision 0036), made only from what the
 * results service returns, like the rest of the report: a hidden question's counts are `null`
 * here, and the comments are those results show, masked and in the order of this read.
 */

export type ReportChoiceOption = { label: string; count: number; share: number };

export type ReportChoice = {
  questionText: string;
  /** Null while fewer answers than the minimum group size chose an option. */
  shown: { responses: number; preferNotToSay: number; options: ReportChoiceOption[] } | null;
};

export type ReportCommentQuestion = { questionText: string; themes: CommentTheme[]; comments: string[] };

export function reportChoices(results: AssessmentResults): ReportChoice[] {
  return [...results.choices]
    .sort((a, b) => a.order - b.order)
    .map((choice) => {
      if (!choice.canShow) return { questionText: choice.questionText, shown: null };
      const options = choice.options.map((option) => ({ ...option, share: Math.round((option.count / choice.responseCount) * 100) }));
      return {
        questionText: choice.questionText,
        shown: { responses: choice.responseCount, preferNotToSay: choice.preferNotToSay, options },
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
