import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DomainScore } from '#domain/api/results.ts';
import { favourabilityShares } from '#domain/favourability.ts';
import { fewerThanText } from '#domain/messages.ts';
import { scoreBandStep } from '#domain/scoring.ts';
import { formatDifference, formatPercent, formatScore } from './format.ts';
import { cn } from '#web/components/ui/cn.ts';
import { columnClass, rowNameClass } from './heat-map-grid.ts';

export interface TeamHeatMapCellProps {
  /** This row's score in the column's domain; undefined when the row has no entry for it. */
  score: DomainScore | undefined;
  /** The whole organisation's score in the same domain; undefined on the organisation's own row. */
  organisation?: DomainScore | undefined;
  threshold: number;
}

/**
 * One cell of the team heat map: a tile in its band's colour, as the question heat map's, so a
 * row or a column reads at a glance; on it the mean with its band in words, the share who agree,
 * and the difference from the organisation. A hidden cell says so and carries no number, as
 * none was sent; the difference is only written where both figures it compares are shown, so it
 * never stands in for a hidden one.
 */
export function TeamHeatMapCell({ score, organisation, threshold }: TeamHeatMapCellProps) {
  const { t } = useLingui();
  if (!score?.canShow) {
    return (
      <p className="rounded-md border border-dashed border-slate-400 bg-slate-100 px-3 py-2 text-sm text-slate-800">
        {t(fewerThanText(threshold))}
        <span className="sr-only">
          <Trans>: hidden to protect anonymity</Trans>
        </span>
      </p>
    );
  }
  const shares = score.favourability ? favourabilityShares(score.favourability) : null;
  const step = scoreBandStep(score.meanScore);
  const agree = shares ? formatPercent(shares.agree) : null;
  const difference = organisation?.canShow ? formatDifference(score.meanScore, organisation.meanScore) : null;
  return (
    <div
      className="flex h-full flex-col gap-0.5 rounded-md px-3 py-2 text-xs font-medium text-white"
      // The band's colour is data; React sets it through CSSOM, which the CSP permits. Every
      // band colour keeps at least 4.5:1 with white text (checked in the domain's tests).
      style={{ backgroundColor: step.colour }}
    >
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-bold">
          {formatScore(score.meanScore)}{' '}
          <span className="sr-only">
            <Trans context="after a score">mean,</Trans>
          </span>
        </span>
        <span>{t(step.label)}</span>
      </span>
      {agree !== null && (
        <span>
          <Trans>{agree} agree</Trans>
        </span>
      )}
      {difference !== null && (
        <span>
          <Trans>{difference} vs organisation</Trans>
        </span>
      )}
    </div>
  );
}

/**
 * A row's cells in the columns after the domains (the team heat map's eNPS), in their order; a
 * null cell is a figure not shown, drawn as the hidden tile (here, so a lazily loaded column needs
 * no tile code of its own).
 */
export function ExtraCells({ cells, threshold }: { cells: readonly (ReactNode | null)[]; threshold: number }) {
  return cells.map((cell, index) => (
    // The columns are fixed for the table's life, so their position is their identity.
    <td key={index} className={cn(columnClass, 'align-top')}>
      {cell ?? <TeamHeatMapCell score={undefined} threshold={threshold} />}
    </td>
  ));
}

/** The heat maps' first row: the whole organisation's tile per domain, which every other row is compared with. */
export function WholeOrganisationRow({
  organisation,
  threshold,
  extra = [],
}: {
  organisation: readonly DomainScore[];
  threshold: number;
  /** Its cells in the columns after the domains, if any. */
  extra?: readonly (ReactNode | null)[];
}) {
  return (
    <tr>
      <th scope="row" className={cn(rowNameClass, 'px-2 py-1 align-top')}>
        <span className="font-semibold text-slate-900">
          <Trans>Whole organisation</Trans>
        </span>
      </th>
      {organisation.map((domain) => (
        <td key={domain.domain} className={cn(columnClass, 'align-top')}>
          <TeamHeatMapCell score={domain} threshold={threshold} />
        </td>
      ))}
      <ExtraCells cells={extra} threshold={threshold} />
    </tr>
  );
}
