import type { AssessmentResults } from '#domain/api/results.ts';
import { exportCsvRows, type CsvTeams } from '#domain/results-csv.ts';
import type { Locale } from '#domain/locales.ts';
import { translatorFor } from '#server/i18n/index.ts';

/**
 * The export as a file, headed in the reader's language: UTF-8 with a byte-order mark for Excel,
 * Windows line ends. The writer loads with the first export.
 */
export async function exportCsv(
  locale: Locale,
  organisationName: string,
  results: AssessmentResults,
  exportDate: Date,
  teams?: CsvTeams,
): Promise<string> {
  const { stringify } = await import('csv-stringify/sync');
  return `\uFEFF${stringify(exportCsvRows(translatorFor(locale), organisationName, results, exportDate, teams), { record_delimiter: 'windows' })}`;
}
