import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CSV_HIDDEN_VALUE } from './api/export.ts';
import type { AssessmentResults } from './api/results.ts';
import type { GroupCounts, ResultsCuts } from './api/results-cuts.ts';

/*
 * The CSV's counted questions per team and attribute value (decision 0068): exactly the groups
 * the cuts route gives, a table per question; nothing where no group shows it.
 */

type Row = { name: string; counts: GroupCounts };

/** The groups showing a question: every team given, then each breakdown's values (never a team × value cell). */
export function groupsShowing(i18n: I18n, cuts: ResultsCuts, questionId: string): Row[] {
  return [
    ...(cuts.teams ?? []).flatMap(({ team, choices }) => {
      const counts = choices.find((choice) => choice.questionId === questionId);
      const managerName = team.name;
      return counts ? [{ name: i18n._(msg`Team of ${managerName}`), counts }] : [];
    }),
    ...cuts.breakdowns.flatMap((breakdown) =>
      breakdown.groups.flatMap((group) => {
        const counts = group.team ? undefined : group.choices?.find((choice) => choice.questionId === questionId);
        const [attribute, value] = [breakdown.label, group.label];
        return counts ? [{ name: i18n._(msg`${attribute}: ${value}`), counts }] : [];
      }),
    ),
  ];
}

/** Per counted question some group shows: its title row, a header and a row per group. */
export function cutCountRows(i18n: I18n, cuts: ResultsCuts | undefined): string[][] {
  if (!cuts) return [];
  return (cuts.counted ?? []).flatMap((question) => {
    const rows = groupsShowing(i18n, cuts, question.questionId);
    if (rows.length === 0) return [];
    const text = question.questionText;
    if (question.netPromoter)
      return [
        [],
        [i18n._(msg`eNPS by group: ${text}`)],
        [
          i18n._(msg`Group`),
          i18n._(msg`eNPS`),
          i18n._(msg`Promoters (9 to 10)`),
          i18n._(msg`Passives (7 to 8)`),
          i18n._(msg`Detractors (0 to 6)`),
          i18n._(msg`Total Responses`),
        ],
        ...rows.map(({ name, counts }) => [
          name,
          counts.netPromoter ? String(counts.netPromoter.score) : '',
          String(counts.netPromoter?.promoters ?? ''),
          String(counts.netPromoter?.passives ?? ''),
          String(counts.netPromoter?.detractors ?? ''),
          String(counts.responseCount),
        ]),
      ];
    const options = rows[0]?.counts.options.map((option) => option.label) ?? [];
    return [
      [],
      [i18n._(msg`Answers by group: ${text}`)],
      [i18n._(msg`Group`), ...options, i18n._(msg`Total Responses`)],
      ...rows.map(({ name, counts }) => [name, ...counts.options.map((option) => String(option.count)), String(counts.responseCount)]),
    ];
  });
}

/**
 * The team heat map's eNPS columns, one per net promoter question (decision 0068): the
 * organisation's from its results, each team's as the cuts route publishes it (hidden where the
 * count plan held it back or the reader may not see it), and nothing for a subtree, which has none.
 */
export function teamNetPromoterColumns(i18n: I18n, results: AssessmentResults, cuts: ResultsCuts | undefined) {
  const questions = results.choices.filter((choice) => choice.netPromoter !== undefined);
  // A plain number, as the counts by group write it (a leading "+" would be taken for a formula).
  const shown = (score: number | undefined) => (score === undefined ? CSV_HIDDEN_VALUE : String(score));
  return {
    header: questions.map((question) => (questions.length > 1 ? `${i18n._(msg`eNPS`)} · ${question.questionText}` : i18n._(msg`eNPS`))),
    organisation: questions.map((question) => shown(question.canShow ? question.netPromoter?.score : undefined)),
    subtree: questions.map(() => ''),
    team: (managerId: string) =>
      questions.map((question) =>
        shown(
          cuts?.teams
            ?.find((entry) => entry.team.managerId === managerId)
            ?.choices.find((choice) => choice.questionId === question.questionId)?.netPromoter?.score,
        ),
      ),
  };
}
