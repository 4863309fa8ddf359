import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HeatMapCell, ScoreChange } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { SCORE_BANDS, scoreBandStep } from '#domain/scoring.ts';
import { cn, focusRing } from '#web/components/ui/cn.ts';
import { formatScore } from './format.ts';
import { fewerThanText } from '#domain/messages.ts';
import { respondentsText } from './score-parts.tsx';
import { FavourabilityBar } from './favourability-bar.tsx';
import { columnClass, gridFrameClass, gridTableClass, rowNameClass } from './heat-map-grid.ts';
import { TrendChange } from './trend-change.tsx';

export interface HeatMapDomain {
  domain: string;
  label: string;
}

export interface HeatMapProps {
  /** Every question of the assessment, shown or hidden, as the server sent them. */
  cells: readonly HeatMapCell[];
  /** The domains in the order and with the labels to show (the assessment's domains). */
  domains: readonly HeatMapDomain[];
  threshold?: number;
  caption?: string;
  /** Each question's change since the previous wave, by question id, where both waves show it. */
  changes?: ReadonlyMap<string, ScoreChange | null>;
}

/**
 * Domain × question grid: one row per domain, one column per question position. A shown cell
 * has the question, its mean, how many answered it and how they split (favourability); a
 * hidden cell says it has fewer responses than the threshold (no number was sent for it).
 */
export function HeatMap({ cells, domains, threshold = ANONYMITY_THRESHOLD, caption, changes }: HeatMapProps) {
  const captionId = useId();
  const { t } = useLingui();
  const rows = domains.map((domain) => ({
    ...domain,
    cells: cells.filter((cell) => cell.domain === domain.domain).sort((a, b) => a.order - b.order),
  }));
  const columns = Math.max(1, ...rows.map((row) => row.cells.length));

  return (
    <div className="flex flex-col gap-4">
      {/* Outside the frame, which scrolls: a caption inside the table would be cut at the frame's edge on a phone. */}
      <p id={captionId} className="text-sm text-slate-700">
        {caption ??
          t`Mean agreement per question, from 1 (Strongly Disagree) to 5 (Strongly Agree), with the number of responses and how they split into agree, neutral and disagree`}
      </p>
      {/* Scrolls sideways on narrow screens, a whole question at a time, with the domain names kept in view; focusable so keyboard users can scroll it too. */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className={cn(gridFrameClass, focusRing)}>
        <table aria-labelledby={captionId} className={gridTableClass}>
          <thead>
            <tr>
              <th scope="col" className={cn(rowNameClass, 'px-2 py-1 align-bottom font-semibold text-slate-900')}>
                <Trans>Domain</Trans>
              </th>
              {Array.from({ length: columns }, (_, index) => (
                <QuestionHeader key={index} number={index + 1} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.domain}>
                <th scope="row" className={cn(rowNameClass, 'px-2 py-1 align-top font-medium text-slate-900')}>
                  {row.label}
                </th>
                {Array.from({ length: columns }, (_, index) => {
                  const cell = row.cells[index];
                  return (
                    <td key={cell?.questionId ?? `empty-${index}`} className={cn(columnClass, 'align-top')}>
                      {cell ? (
                        <HeatMapCellView cell={cell} threshold={threshold} change={changes?.get(cell.questionId)} />
                      ) : (
                        <span className="sr-only">
                          <Trans>No question</Trans>
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <HeatMapLegend threshold={threshold} />
    </div>
  );
}

function QuestionHeader({ number }: { number: number }) {
  return (
    <th scope="col" className={cn(columnClass, 'px-2 py-1 align-bottom font-semibold text-slate-900')}>
      <Trans>Question {number}</Trans>
    </th>
  );
}

function HeatMapCellView({ cell, threshold, change }: { cell: HeatMapCell; threshold: number; change: ScoreChange | null | undefined }) {
  // The value comes first so the colours line up in a grid whatever the length of the questions.
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      {cell.canShow ? (
        // Every band colour keeps at least 4.5:1 with white text (checked in the domain's tests).
        <p
          className="flex flex-wrap items-baseline justify-between gap-x-2 rounded-md px-3 py-2 text-white"
          style={{ backgroundColor: scoreBandStep(cell.average).colour }}
        >
          <span className="text-lg font-bold">
            {formatScore(cell.average)}{' '}
            <span className="sr-only">
              <Trans context="after a score">mean,</Trans>
            </span>
          </span>
          <span className="text-xs font-medium">{t(scoreBandStep(cell.average).label)}</span>
          <span className="text-xs font-medium">{respondentsText(cell.responseCount)}</span>
        </p>
      ) : (
        <p className="rounded-md border border-dashed border-slate-400 bg-slate-100 px-3 py-2 text-sm text-slate-800">
          {t(fewerThanText(threshold))}
        </p>
      )}
      {cell.canShow && <TrendChange change={change} />}
      {cell.canShow && <FavourabilityBar favourability={cell.favourability} />}
      <p className="text-slate-800">{cell.questionText}</p>
    </div>
  );
}

export function HeatMapLegend({ threshold = ANONYMITY_THRESHOLD }: { threshold?: number }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-800">
      <p className="font-medium text-slate-900">
        <Trans>Score bands (each cell names its band)</Trans>
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {[...SCORE_BANDS].reverse().map((step) => (
          <li key={step.band} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-4 rounded-sm" style={{ backgroundColor: step.colour }} />
            <span>
              {t(step.range)} ({t(step.label)})
            </span>
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-sm border border-dashed border-slate-500 bg-slate-100" />
          <HiddenLegend fewerThan={t(fewerThanText(threshold))} />
        </li>
      </ul>
    </div>
  );
}

function HiddenLegend({ fewerThan }: { fewerThan: string }) {
  return (
    <span>
      <Trans>{fewerThan}: hidden to protect anonymity</Trans>
    </span>
  );
}
