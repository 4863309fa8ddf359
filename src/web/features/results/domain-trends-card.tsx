import { lazy, Suspense, useId } from 'react';
import type { AssessmentTrends } from '#domain/api/results.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn, focusRing } from '#web/components/ui/cn.ts';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { fewerThanText } from '#domain/messages.ts';
import { formatScore } from './format.ts';
import { lineStyle } from './trend-line-styles.ts';
import { TrendChange } from './trend-change.tsx';

// The chart and its scale library load only when a chart is shown (decision 0027).
const TrendChart = lazy(async () => ({ default: (await import('./trend-chart.tsx')).TrendChart }));

export interface DomainTrendsCardProps {
  trends: AssessmentTrends | undefined;
  error: unknown;
  onRetry: () => void;
  threshold: number;
}

/**
 * Domain scores across the waves of the assessment's question set: a line chart with a text
 * summary and focusable points, and the same figures as a table. Shown once there is an
 * earlier closed wave; a wave that hides a domain leaves a gap, never a number.
 */
export function DomainTrendsCard({ trends, error, onRetry, threshold }: DomainTrendsCardProps) {
  const summaryId = useId();
  let body;
  if (error) body = <LoadFailedMessage title="The trends could not be loaded." error={error} onRetry={onRetry} />;
  else if (!trends) body = <LoadingState label="Loading the trends…" />;
  else if (trends.waves.length < 2)
    body = <p className="text-sm text-slate-700">Trends appear here once an earlier wave of this question set has closed.</p>;
  else {
    const waves = trends.waves.map((wave) => wave.wave);
    body = (
      <figure className="flex flex-col gap-4">
        <figcaption id={summaryId} className="text-sm text-slate-700">
          Mean agreement out of 5.0 per domain in waves {waves.join(', ')}. {summaryOf(trends)} Tab through the points for each figure, or
          open the table.
        </figcaption>
        <ChangedStatementsNote trends={trends} />
        <Legend labels={trends.domains.map((domain) => domain.label)} />
        <Suspense fallback={<LoadingState label="Loading the chart…" />}>
          <TrendChart waves={waves} lines={trends.domains} summaryId={summaryId} />
        </Suspense>
        <details className="text-sm">
          <summary className={cn('w-fit cursor-pointer rounded font-medium text-slate-900', focusRing)}>
            Show the figures as a table
          </summary>
          <TrendTable trends={trends} threshold={threshold} />
        </details>
      </figure>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Trends across waves</CardTitle>
        <CardDescription>
          Each domain&apos;s score in every closed wave of this question set up to this one; a change is given only where both waves show
          the domain.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** "Leadership & Governance ▲ +0.5 since wave 1; …" in words, for the figure's caption. */
function summaryOf(trends: AssessmentTrends): string {
  const moved = trends.domains.flatMap((domain) =>
    domain.change
      ? [
          `${domain.label}: ${domain.change.direction === 'same' ? 'no change' : `${domain.change.direction} ${formatScore(Math.abs(domain.change.change))}`}`,
        ]
      : [],
  );
  const previous = trends.waves.at(-2)?.wave;
  return moved.length === 0 ? 'No domain can be compared with the previous wave.' : `Since wave ${previous}: ${moved.join('; ')}.`;
}

function Legend({ labels }: { labels: readonly string[] }) {
  return (
    <ul aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
      {labels.map((label, index) => {
        const style = lineStyle(index);
        return (
          <li key={label} className="flex items-center gap-2">
            <svg width="28" height="10" className="shrink-0">
              <line x1="0" x2="28" y1="5" y2="5" stroke={style.colour} strokeWidth="2.5" strokeDasharray={style.dash} />
            </svg>
            {label}
          </li>
        );
      })}
    </ul>
  );
}

function TrendTable({ trends, threshold }: { trends: AssessmentTrends; threshold: number }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left">
        <caption className="mb-2 text-left text-slate-700">
          Domain scores out of 5.0 per wave, and the change since the previous wave
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-2 py-1 font-semibold">
              Domain
            </th>
            {trends.waves.map((wave) => (
              <th key={wave.assessmentId} scope="col" className="px-2 py-1 font-semibold">
                Wave {wave.wave}
              </th>
            ))}
            <th scope="col" className="px-2 py-1 font-semibold">
              Change
            </th>
          </tr>
        </thead>
        <tbody>
          {trends.domains.map((domain) => (
            <tr key={domain.domain} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 font-medium">
                {domain.label}
              </th>
              {domain.series.map((point) => (
                <td key={point.assessmentId} className="px-2 py-1">
                  {point.score === null ? fewerThanText(threshold) : formatScore(point.score)}
                </td>
              ))}
              <td className="px-2 py-1">{domain.change ? <TrendChange change={domain.change} /> : 'No comparison'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Waves of other versions of the set may have asked other statements in a domain (decision 0038): said, not hidden. */
function ChangedStatementsNote({ trends }: { trends: AssessmentTrends }) {
  const changed = trends.domains.filter((domain) => domain.statementsChanged).map((domain) => domain.label);
  if (changed.length === 0) return null;
  return (
    <p className="text-sm text-slate-700">
      The statements of {changed.join(', ')} changed between waves: their trends compare means over different statements. Question trends
      compare only statements asked in both waves.
    </p>
  );
}
