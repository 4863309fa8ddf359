import { CSV_HIDDEN_VALUE } from './api/export.ts';
import type { AssessmentResults } from './api/results.ts';
import { neutraliseCell } from './csv-cell.ts';
import { favourabilityShares } from './favourability.ts';
import { scoreBand } from './scoring.ts';

/** A domain's favourable share in whole percent: hidden as hidden, empty where it was never counted. */
function favourableCell(domain: AssessmentResults['domains'][number]): string {
  if (!domain.canShow) return CSV_HIDDEN_VALUE;
  const shares = domain.favourability ? favourabilityShares(domain.favourability) : null;
  return shares ? String(shares.agree) : '';
}

/**
 * The rows of the export of spec/02 §9: one header row and one data row, each cell neutralised
 * against formula injection; the server and the browser write them as CSV text. The spec's
 * columns come first; each score's band follows, in the same words as every other surface,
 * then each domain's favourable share (answers of 4 or 5), so the earlier columns keep their
 * places.
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
  return [header, row].map((cells) => cells.map(neutraliseCell));
}
