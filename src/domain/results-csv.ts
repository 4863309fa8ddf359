import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { CSV_HIDDEN_VALUE } from './api/export.ts';
import type { AssessmentResults, DomainScore, HeatMapCell, SubtreeResults, TeamResults } from './api/results.ts';
import type { ResultsCuts } from './api/results-cuts.ts';
import { neutraliseCell } from './csv-cell.ts';
import { cutCountRows, teamNetPromoterColumns } from './results-csv-counts.ts';
import { favourabilityShares, type Favourability } from './favourability.ts';
import { exportMessages } from './messages/export.ts';
import { subtreeMessages } from './messages/teams.ts';
import { scoreBandLabel } from './scoring.ts';

/** A domain's band and favourable-share column headings, in the reader's language. */
function domainColumns(i18n: I18n, label: string): [string, string] {
  return [i18n._(msg`${label} Band`), i18n._(msg`${label} Favourable %`)];
}

const teamOf = (i18n: I18n, managerName: string) => i18n._(msg`Team of ${managerName}`);
const members = (i18n: I18n, count: number) => i18n._(msg`${plural(count, { one: '# member', other: '# members' })}`);

/** The team and subtree figures results show an administrator, as the teams endpoint gives them. */
export type CsvTeams = { teams: readonly TeamResults[]; subtrees: readonly SubtreeResults[]; cuts?: ResultsCuts | undefined };

/** Per domain of the results, a group's mean, band and favourable share, hidden where the group's figure is. */
function groupFigures(i18n: I18n, results: AssessmentResults, scores: readonly DomainScore[]) {
  return results.domains.flatMap((domain) => {
    const score = scores.find((entry) => entry.domain === domain.domain);
    return [...meanCells(i18n, score?.canShow ? score.meanScore : null), score ? favourableCell(score) : CSV_HIDDEN_VALUE];
  });
}

const groupHeader = (i18n: I18n, results: AssessmentResults, first: string, second: string) => [
  first,
  second,
  ...results.domains.flatMap((domain) => [domain.label, ...domainColumns(i18n, domain.label)]),
];

/** Each breakdown by attribute the results show (decision 0064): its groups as the dashboard lists them, nothing else. */
function cutRows(i18n: I18n, results: AssessmentResults, cuts: ResultsCuts | undefined): string[][] {
  if (!cuts || cuts.breakdowns.length === 0) return [];
  return cuts.breakdowns.flatMap((breakdown) => [
    [],
    [i18n._(msg`Results by attribute`), breakdown.label],
    groupHeader(i18n, results, breakdown.label, i18n._(msg`Team`)),
    ...breakdown.groups.map((group) => [
      group.label,
      group.team ? teamOf(i18n, group.team.name) : '',
      ...groupFigures(i18n, results, group.domains),
    ]),
  ]);
}

/** A favourable share in whole percent: hidden as hidden, empty where it was never counted. */
function favourableShare(canShow: boolean, favourability: Favourability | null): string {
  if (!canShow) return CSV_HIDDEN_VALUE;
  const shares = favourability ? favourabilityShares(favourability) : null;
  return shares ? String(shares.agree) : '';
}

function favourableCell(domain: DomainScore): string {
  return favourableShare(domain.canShow, domain.favourability);
}

/** A shown mean's cells (mean, band) or the hidden value in both. */
const meanCells = (i18n: I18n, mean: number | null) =>
  mean === null ? [CSV_HIDDEN_VALUE, CSV_HIDDEN_VALUE] : [mean.toFixed(2), i18n._(scoreBandLabel(mean))];

/** The question heat map, a question a row, in the domains' order and each domain's question order. */
function questionRows(i18n: I18n, results: AssessmentResults): string[][] {
  if (results.heatMap.length === 0) return [];
  const labels = new Map(results.domains.map((domain) => [domain.domain, domain.label]));
  const order = [...labels.keys()];
  const cells = [...results.heatMap].sort((a, b) => order.indexOf(a.domain) - order.indexOf(b.domain) || a.order - b.order);
  const row = (cell: HeatMapCell) => [
    labels.get(cell.domain) ?? cell.domain,
    cell.questionText,
    ...meanCells(i18n, cell.canShow ? cell.average : null),
    cell.canShow ? String(cell.responseCount) : '',
    favourableShare(cell.canShow, cell.favourability),
  ];
  return [
    [],
    [i18n._(msg`Questions`)],
    [i18n._(msg`Domain`), i18n._(msg`Question`), i18n._(msg`Mean`), i18n._(msg`Band`), i18n._(msg`Responses`), i18n._(msg`Favourable %`)],
    ...cells.map(row),
  ];
}

/**
 * The team heat map: the whole organisation, each manager's subtree, then each team, with a
 * mean, band and favourable share per domain, hidden where the map hides them. Only figures the
 * map shows: no difference from the organisation (a spreadsheet subtracts two columns). Then
 * the eNPS per net promoter question, as the results page's map shows it.
 */
function teamRows(i18n: I18n, results: AssessmentResults, groups: CsvTeams | undefined): string[][] {
  if (!groups || (groups.teams.length === 0 && groups.subtrees.length === 0)) return [];
  const figures = (scores: readonly DomainScore[]) => groupFigures(i18n, results, scores);
  const enps = teamNetPromoterColumns(i18n, results, groups.cuts);
  const header = [...groupHeader(i18n, results, i18n._(msg`Team`), i18n._(msg`Size`)), ...enps.header];
  const byName = (a: { managerName: string }, b: { managerName: string }) =>
    a.managerName.localeCompare(b.managerName, i18n.locales ?? i18n.locale);
  return [
    [],
    [i18n._(msg`Teams`)],
    header,
    [i18n._(msg`Whole organisation`), '', ...figures(results.domains), ...enps.organisation],
    ...[...groups.subtrees]
      .sort(byName)
      .map((subtree) => [
        i18n._(subtreeMessages.name(subtree.managerName)),
        i18n._(subtreeMessages.kind(subtree.teamCount)),
        ...figures(subtree.domains),
        ...enps.subtree,
      ]),
    ...[...groups.teams]
      .sort(byName)
      .map((team) => [
        teamOf(i18n, team.managerName),
        members(i18n, team.teamSize),
        ...figures(team.domains),
        ...enps.team(team.managerId),
      ]),
  ];
}

const choiceShare = (count: number, responses: number) => String(Math.round((count / responses) * 100));

/** A published choice's counts, one value a row, then "Prefer not to say"; a hidden question says so once. */
function countRows(i18n: I18n, choices: readonly AssessmentResults['choices'][number][]): string[][] {
  return choices.flatMap((choice) => {
    if (!choice.canShow) return [[choice.questionText, CSV_HIDDEN_VALUE, '', '']];
    const options = choice.options.map((option) => [
      choice.questionText,
      option.label,
      String(option.count),
      choiceShare(option.count, choice.responseCount),
    ]);
    return choice.preferNotToSay > 0
      ? [...options, [choice.questionText, i18n._(msg`Prefer not to say`), String(choice.preferNotToSay), '']]
      : options;
  });
}

/** Each single-choice question's published counts, one option a row. */
function choiceRows(i18n: I18n, results: AssessmentResults): string[][] {
  const choices = results.choices.filter((choice) => choice.netPromoter === undefined);
  if (choices.length === 0) return [];
  return [
    [],
    [i18n._(msg`Single-choice questions`)],
    [i18n._(msg`Question`), i18n._(msg`Option`), i18n._(msg`Count`), i18n._(msg`Share (%)`)],
    ...countRows(i18n, choices),
  ];
}

/** Each net promoter question's eNPS and its groups, then its published scores, one a row (decision 0062). */
function netPromoterRows(i18n: I18n, results: AssessmentResults): string[][] {
  const questions = results.choices.filter((choice) => choice.netPromoter !== undefined);
  if (questions.length === 0) return [];
  const scores = questions.map((choice) =>
    choice.canShow && choice.netPromoter
      ? [
          choice.questionText,
          String(choice.netPromoter.score),
          String(choice.netPromoter.promoters),
          String(choice.netPromoter.passives),
          String(choice.netPromoter.detractors),
          String(choice.responseCount),
        ]
      : [choice.questionText, CSV_HIDDEN_VALUE, '', '', '', ''],
  );
  return [
    [],
    [i18n._(msg`Employee Net Promoter Score (eNPS)`)],
    [
      i18n._(msg`Question`),
      i18n._(msg`eNPS`),
      i18n._(msg`Promoters (9 to 10)`),
      i18n._(msg`Passives (7 to 8)`),
      i18n._(msg`Detractors (0 to 6)`),
      i18n._(msg`Total Responses`),
    ],
    ...scores,
    [],
    [i18n._(msg`eNPS scores given`)],
    [i18n._(msg`Question`), i18n._(msg`Score`), i18n._(msg`Count`), i18n._(msg`Share (%)`)],
    ...countRows(i18n, questions),
  ];
}

/** Each comment question's themes, then its comments, one a row, as results show them (masked, in a random order); no heading over nothing. */
function commentRows(i18n: I18n, results: AssessmentResults): string[][] {
  if (results.comments.length === 0) return [];
  const themes = results.comments.flatMap((question) =>
    question.themes.map((theme) => [question.questionText, theme.term, String(theme.comments)]),
  );
  const comments = results.comments.flatMap((question) => question.comments.map((comment) => [question.questionText, comment]));
  return [
    ...(themes.length > 0
      ? [[], [i18n._(msg`Comment themes`)], [i18n._(msg`Question`), i18n._(msg`Theme`), i18n._(msg`Comments mentioning it`)], ...themes]
      : []),
    ...(comments.length > 0 ? [[], [i18n._(msg`Comments`)], [i18n._(msg`Question`), i18n._(msg`Comment`)], ...comments] : []),
  ];
}

/**
 * The rows of the export of spec/02 §9, headed in the reader's language (`i18n`): one header row and one data row, each cell neutralised
 * against formula injection; the server and the browser write them as CSV text. The spec's
 * columns come first; each score's band follows, in the same words as every other surface,
 * then each domain's favourable share (answers of 4 or 5), so the earlier columns keep their
 * places. Below come what the heat maps show: a row per question, then (given `teams`, on the
 * server) a row per subtree and team; then, for an assessment with questions of its own, its
 * single-choice counts, its net promoter questions' eNPS and scores (decision 0062), its comments'
 * themes and its comments (decision 0036). Where a figure
 * is hidden, a last line says why, naming the assessment's minimum group size (`threshold`: six
 * or more on the server, decision 0037; six in the local workspace). Every row is as wide as the widest.
 */
export function exportCsvRows(
  i18n: I18n,
  organisationName: string,
  results: AssessmentResults,
  exportDate: Date,
  teams?: CsvTeams,
): string[][] {
  const header = [
    i18n._(msg`Organisation Name`),
    i18n._(msg`Assessment Title`),
    i18n._(msg`Export Date`),
    i18n._(msg`Total Responses`),
    i18n._(msg`Overall Score`),
    i18n._(msg`Completion Rate (%)`),
    ...results.domains.map((domain) => domain.label),
    i18n._(msg`Overall Band`),
    ...results.domains.map((domain) => domainColumns(i18n, domain.label)[0]),
    ...results.domains.map((domain) => domainColumns(i18n, domain.label)[1]),
  ];
  const bandOf = (score: number | null) => (score === null ? CSV_HIDDEN_VALUE : i18n._(scoreBandLabel(score)));
  const row = [
    organisationName,
    results.assessment.title,
    exportDate.toISOString().slice(0, 10),
    String(results.responses),
    results.overall.score === null ? CSV_HIDDEN_VALUE : results.overall.score.toFixed(2),
    results.completion.rate.toFixed(1),
    ...results.domains.map((domain) => (domain.canShow ? domain.meanScore.toFixed(2) : CSV_HIDDEN_VALUE)),
    bandOf(results.overall.score),
    ...results.domains.map((domain) => bandOf(domain.canShow ? domain.meanScore : null)),
    ...results.domains.map(favourableCell),
  ];
  const body = [
    header,
    row,
    ...questionRows(i18n, results),
    ...teamRows(i18n, results, teams),
    ...cutRows(i18n, results, teams?.cuts),
    ...cutCountRows(i18n, teams?.cuts),
    ...choiceRows(i18n, results),
    ...netPromoterRows(i18n, results),
    ...commentRows(i18n, results),
  ];
  const hidden = body.some((cells) => cells.includes(CSV_HIDDEN_VALUE));
  const rows = hidden ? [...body, [], [i18n._(exportMessages.csvHiddenNote(CSV_HIDDEN_VALUE, results.threshold))]] : body;
  const width = Math.max(...rows.map((cells) => cells.length));
  return rows.map((cells) => [...cells, ...Array<string>(width - cells.length).fill('')].map(neutraliseCell));
}
