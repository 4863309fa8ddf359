import type { I18n } from '@lingui/core';
import { exportCsvRows } from '#domain/results-csv.ts';
import type { AssessmentResults } from '#domain/api/results.ts';

/*
 * CSV text in the browser. The server writes its export with csv-stringify, which needs Node's
 * Buffer; this writes the same rows the same way (RFC 4180: a cell is quoted when it holds a
 * comma, a quote or a line break, quotes doubled; Windows line ends; a byte-order mark for
 * Excel). csv-text.test.ts holds it to csv-stringify's output.
 */

function cellText(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(cellText).join(',')}\r\n`).join('')}`;
}

/** The results export of a local assessment: the server's rows, as the server's file, headed in the language shown (`i18n`). */
export function localExportCsv(i18n: I18n, organisationName: string, results: AssessmentResults, exportDate: Date): string {
  return csvText(exportCsvRows(i18n, organisationName, results, exportDate));
}
