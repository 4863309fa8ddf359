import type { DomainScore } from '#domain/api/results.ts';
import { favourabilityShares } from '#domain/favourability.ts';
import { fewerThanText } from '#domain/messages.ts';
import { scoreBandStep } from '#domain/scoring.ts';
import { formatDifference, formatScore } from './format.ts';
import { ScoreBandBadge } from './score-parts.tsx';

export interface TeamHeatMapCellProps {
  /** This row's score in the column's domain; undefined when the row has no entry for it. */
  score: DomainScore | undefined;
  /** The whole organisation's score in the same domain; undefined on the organisation's own row. */
  organisation?: DomainScore | undefined;
  threshold: number;
}

/**
 * One cell of the team heat map: the mean with its band (words, level marks and the band's
 * colour as an edge), the share who agree, and the difference from the organisation. A hidden
 * cell says so and carries no number, as none was sent; the difference is only written where
 * both figures it compares are shown, so it never stands in for a hidden one.
 */
export function TeamHeatMapCell({ score, organisation, threshold }: TeamHeatMapCellProps) {
  if (!score?.canShow) {
    return (
      <p className="rounded-md border border-dashed border-slate-400 bg-slate-100 px-3 py-2 text-sm text-slate-800">
        {fewerThanText(threshold)}
        <span className="sr-only">: hidden to protect anonymity</span>
      </p>
    );
  }
  const shares = score.favourability ? favourabilityShares(score.favourability) : null;
  return (
    <div
      className="flex flex-col items-start gap-1 rounded-md border border-l-8 border-slate-200 bg-white px-3 py-2 text-sm text-slate-800"
      // The band's colour is data; React sets it through CSSOM, which the CSP permits.
      style={{ borderLeftColor: scoreBandStep(score.meanScore).colour }}
    >
      <span className="text-lg font-bold text-slate-900">
        {formatScore(score.meanScore)}
        {' '}<span className="sr-only">mean,</span>
      </span>
      <ScoreBandBadge mean={score.meanScore} />
      {shares && <span>{shares.agree}% agree</span>}
      {organisation?.canShow && <span>{formatDifference(score.meanScore, organisation.meanScore)} vs organisation</span>}
    </div>
  );
}
