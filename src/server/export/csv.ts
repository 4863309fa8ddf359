import { stringify } from 'csv-stringify/sync';
import type { AssessmentResults } from '#domain/api/results.ts';
import { exportCsvRows } from '#domain/results-csv.ts';

/** The export as a file: UTF-8 with a byte-order mark for Excel, Windows line ends. */
export function exportCsv(organisationName: string, results: AssessmentResults, exportDate: Date): string {
  return `\uFEFF${stringify(exportCsvRows(organisationName, results, exportDate), { record_delimiter: 'windows' })}`;
}
