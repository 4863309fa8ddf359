import type { AssessmentResults } from '#domain/api/results.ts';
import { exportCsvRows } from '#domain/results-csv.ts';

/** The export as a file: UTF-8 with a byte-order mark for Excel, Windows line ends. The writer loads with the first export. */
export async function exportCsv(organisationName: string, results: AssessmentResults, exportDate: Date): Promise<string> {
  const { stringify } = await import('csv-stringify/sync');
  return `\uFEFF${stringify(exportCsvRows(organisationName, results, exportDate), { record_delimiter: 'windows' })}`;
}
