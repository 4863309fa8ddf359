import { useState } from 'react';
import { scaleLinear, scalePoint } from 'd3-scale';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentTrends } from '#domain/api/results.ts';
import { MAX_SCORE } from '#domain/scoring.ts';
import { formatOutOf, formatScaleValue } from './format.ts';
import { lineStyle } from './trend-line-styles.ts';

/*
 * The line chart of domain scores across waves: d3-scale places the points, the SVG is our own
 * (decision 0027), so every point is a focusable element with its value as its name. Loaded
 * lazily by the trends card: no other page carries this code.
 */

type Line = Pick<AssessmentTrends['domains'][number], 'domain' | 'label' | 'series'>;

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 24, bottom: 36, left: 40 };

/** Runs of consecutive shown points: a hidden wave breaks the line rather than joining across it. */
function segmentsOf(series: Line['series']) {
  const segments: { wave: number; score: number }[][] = [[]];
  for (const point of series) {
    if (point.score === null) segments.push([]);
    else segments.at(-1)?.push({ wave: point.wave, score: point.score });
  }
  return segments.filter((segment) => segment.length > 0);
}

export function TrendChart({ waves, lines, summaryId }: { waves: readonly number[]; lines: readonly Line[]; summaryId: string }) {
  const [focused, setFocused] = useState<string | null>(null);
  const { t } = useLingui();
  const pointName = (label: string, wave: number, score: number) => {
    const value = formatOutOf(score);
    return t`${label}, wave ${wave}: ${value}`;
  };
  const x = scalePoint<number>()
    .domain(waves)
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.4);
  const y = scaleLinear()
    .domain([1, MAX_SCORE])
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const at = (wave: number) => x(wave) ?? MARGIN.left;

  return (
    <div className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-3xl"
        role="group"
        aria-describedby={summaryId}
        aria-label={t`Domain scores across waves`}
      >
        {y.ticks(4).map((tick) => (
          <g key={tick} aria-hidden="true">
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" fill="#334155">
              {formatScaleValue(tick)}
            </text>
          </g>
        ))}
        {waves.map((wave) => (
          <text key={wave} aria-hidden="true" x={at(wave)} y={HEIGHT - 12} textAnchor="middle" fontSize="12" fill="#334155">
            <Trans>Wave {wave}</Trans>
          </text>
        ))}
        {lines.map((line, index) => {
          const style = lineStyle(index);
          return (
            <g key={line.domain} role="list" aria-label={line.label}>
              {segmentsOf(line.series).map((segment) => (
                <polyline
                  key={segment[0]?.wave}
                  aria-hidden="true"
                  points={segment.map((point) => `${at(point.wave)},${y(point.score)}`).join(' ')}
                  fill="none"
                  stroke={style.colour}
                  strokeWidth={2.5}
                  strokeDasharray={style.dash}
                />
              ))}
              {line.series.flatMap((point) => {
                if (point.score === null) return [];
                const name = pointName(line.label, point.wave, point.score);
                return [
                  <circle
                    key={point.wave}
                    role="listitem"
                    aria-label={name}
                    tabIndex={0}
                    cx={at(point.wave)}
                    cy={y(point.score)}
                    r={focused === name ? 7 : 5}
                    fill={style.colour}
                    stroke={focused === name ? '#0f172a' : '#ffffff'}
                    strokeWidth={2}
                    className="outline-none"
                    onFocus={() => setFocused(name)}
                    onBlur={() => setFocused(null)}
                  >
                    <title>{name}</title>
                  </circle>,
                ];
              })}
            </g>
          );
        })}
      </svg>
      {/* What a keyboard user has focused, in text beside the chart as a pointer user reads it from the tooltip. */}
      <p className="min-h-5 text-sm text-slate-800" aria-hidden="true">
        {focused ?? ''}
      </p>
    </div>
  );
}
