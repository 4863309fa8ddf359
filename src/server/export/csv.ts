import { stringify } from 'csv-stringify/sync';
import { CSV_HIDDEN_VALUE } from '#domain/api/export.ts';
import type { AssessmentResults } from '#domain/api/results.ts';

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or a tab or carriage return
 * before one) as a formula. Such cells get a leading apostrophe, which they show as text.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The export of spec/02 §9: one header row and one data row, UTF-8 with a byte-order mark for Excel. */
export function exportCsv(organisationName: string, results: AssessmentResults, exportDate: Date): string {
  const header = ['Organisation Name', 'Assessment Title', 'Export Date', 'Total Responses', 'Overall Score', 'Completion Rate (%)', ...results.domains.map((domain) => domain.label)];
  const row = [
    organisationName,
    results.assessment.title,
    exportDate.toISOString().slice(0, 10),
    String(results.responses),
    results.overall.score === null ? CSV_HIDDEN_VALUE : results.overall.score.toFixed(2),
    results.completion.rate.toFixed(1),
    ...results.domains.map((domain) => (domain.canShow ? domain.meanScore.toFixed(2) : CSV_HIDDEN_VALUE)),
  ];
  return `\uFEFF${stringify([header, row].map((cells) => cells.map(neutraliseCell)), { record_delimiter: 'windows' })}`;
}
