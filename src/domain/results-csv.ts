import { CSV_HIDDEN_VALUE } from './api/export.ts';
import type { AssessmentResults } from './api/results.ts';
import { neutraliseCell } from './csv-cell.ts';
import { favourabilityShares } from './favourability.ts';
import { exportMessages } from './messages/export.ts';
import { scoreBand } from './scoring.ts';

/** A domain's favourable share in whole percent: hidden as hidden, empty where it was never counted. */
function favourableCell(domain: AssessmentResults['domains'][number]): string {
  if (!domain.canShow) return CSV_HIDDEN_VALUE;
  const shares = domain.favourability ? favourabilityShares(domain.favourability) : null;
  return shares ? String(shares.agree) : '';
}

const choiceShare = (count: number, responses: number) => String(Math.round((count / responses) * 100));

/** Each single-choice question's published counts, one option a row; a hidden question says so once. */
function choiceRows(results: AssessmentResults): string[][] {
  if (results.choices.length === 0) return [];
  const rows = results.choices.flatMap((choice) => {
    if (!choice.canShow) return [[choice.questionText, CSV_HIDDEN_VALUE, '', '']];
    const options = choice.options.map((option) => [choice.questionText, option.label, String(option.count), choiceShare(option.count, choice.responseCount)]);
    return choice.preferNotToSay > 0 ? [...options, [choice.questionText, 'Prefer not to say', String(choice.preferNotToSay), '']] : options;
  });
  return [[], ['Single-choice questions'], ['Question', 'Option', 'Count', 'Share (%)'], ...rows];
}

/** Each comment question's themes, then its comments, one a row, as results show them (masked, in a random order). */
function commentRows(results: AssessmentResults): string[][] {
  if (results.comments.length === 0) return [];
  const themes = results.comments.flatMap((question) => question.themes.map((theme) => [question.questionText, theme.term, String(theme.comments)]));
  const comments = results.comments.flatMap((question) => question.comments.map((comment) => [question.questionText, comment]));
  return [[], ['Comment themes'], ['Question', 'Theme', 'Comments mentioning it'], ...themes, [], ['Comments'], ['Question', 'Comment'], ...comments];
}

/**
 * The rows of the export of spec/02 §9: one header row and one data row, each cell neutralised
 * against formula injection; the server and the browser write them as CSV text. The spec's
 * columns come first; each score's band follows, in the same words as every other surface,
 * then each domain's favourable share (answers of 4 or 5), so the earlier columns keep their
 * places. An assessment with questions of its own adds, below, its single-choice counts, its
 * comments' themes and its comments (decision 0036). Where a figure is hidden, a last line says
 * why, naming the assessment's minimum group size (`threshold`: six or more on the server,
 * decision 0037; six in the local workspace). Every row is as wide as the widest.
 */
export function exportCsvRows(organisationName: string, results: AssessmentResults, exportDate: Date): string[][] {
  const header = ['Organisation Name', 'Assessment Title', 'Export Date', 'Total Responses', 'Overall Score', 'Completion Rate (%)', ...results.domains.map((domain) => domain.label), 'Overall Band', ...results.domains.map((domain) => `${domain.label} Band`), ...results.domains.map((domain) => `${domain.label} Favourable %`)];
  const bandOf = (score: number | null) => (score === null ? CSV_HIDDEN_VALUE : scoreBand(score));
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
  const body = [header, row, ...choiceRows(results), ...commentRows(results)];
  const hidden = body.some((cells) => cells.includes(CSV_HIDDEN_VALUE));
  const rows = hidden ? [...body, [], [exportMessages.csvHiddenNote(CSV_HIDDEN_VALUE, results.threshold)]] : body;
  const width = Math.max(...rows.map((cells) => cells.length));
  return rows.map((cells) => [...cells, ...Array<string>(width - cells.length).fill('')].map(neutraliseCell));
}
