import { lazy, Suspense, useId } from 'react';
import type { I18n } from '@lingui/core';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentTrends } from '#domain/api/results.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn, focusRing } from '#web/components/ui/cn.ts';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { fewerThanText } from '#domain/messages.ts';
import { listIn } from '#domain/list-format.ts';
import { formatScore, maxScoreText } from './format.ts';
import { lineStyle } from './trend-line-styles.ts';
import { withTexts } from '#web/i18n/locale.ts';
import { TrendChange } from './trend-change.tsx';

// The chart and its scale library load only when a chart is shown (decision 0027).
const TrendChart = lazy(async () => ({ default: (await import('./trend-chart.tsx')).TrendChart }));
// The actions taken on the previous wave, with their texts, once there is one: the dashboard's first visit does without them.
const TrendActions = lazy(async () => ({ default: (await withTexts(() => import('./trend-actions.tsx'))).TrendActions }));

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
  const { t, i18n } = useLingui();
  let body;
  if (error) body = <LoadFailedMessage title={t`The trends could not be loaded.`} error={error} onRetry={onRetry} />;
  else if (!trends) body = <LoadingState label={t`Loading the trends…`} />;
  else if (trends.waves.length < 2)
    body = (
      <p className="text-sm text-slate-700">
        <Trans>Trends appear here once an earlier wave of this question set has closed.</Trans>
      </p>
    );
  else {
    const waves = trends.waves.map((wave) => wave.wave);
    const waveList = listIn(i18n, waves.map(String));
    const maxScore = maxScoreText();
    const summary = summaryOf(trends, i18n);
    body = (
      <figure className="flex flex-col gap-4">
        <figcaption id={summaryId} className="text-sm text-slate-700">
          <Trans>
            Mean agreement out of {maxScore} per domain in waves {waveList}. {summary} Tab through the points for each figure, or open the
            table.
          </Trans>
        </figcaption>
        <ChangedStatementsNote trends={trends} />
        <Legend labels={trends.domains.map((domain) => domain.label)} />
        <Suspense fallback={<LoadingState label={t`Loading the chart…`} />}>
          <TrendChart waves={waves} lines={trends.domains} summaryId={summaryId} />
        </Suspense>
        <Suspense fallback={null}>
          <TrendActions trends={trends} />
        </Suspense>
        <details className="text-sm">
          <summary className={cn('w-fit cursor-pointer rounded font-medium text-slate-900', focusRing)}>
            <Trans>Show the figures as a table</Trans>
          </summary>
          <TrendTable trends={trends} threshold={threshold} />
        </details>
      </figure>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Trends across waves</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Each domain&apos;s score in every closed wave of this question set up to this one; a change is given only where both waves show
            the domain.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** "Since wave 1: Leadership & Governance: up 0.50, …" in words, for the figure's caption. */
function summaryOf(trends: AssessmentTrends, i18n: I18n): string {
  const moved = trends.domains.flatMap((domain) => {
    if (!domain.change) return [];
    const label = domain.label;
    const size = formatScore(Math.abs(domain.change.change));
    if (domain.change.direction === 'same') return [translate`${label}: no change`];
    return [domain.change.direction === 'up' ? translate`${label}: up ${size}` : translate`${label}: down ${size}`];
  });
  const previous = trends.waves.at(-2)?.wave ?? 0;
  const changes = listIn(i18n, moved, 'entries');
  return moved.length === 0 ? translate`No domain can be compared with the previous wave.` : translate`Since wave ${previous}: ${changes}.`;
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
  const { t } = useLingui();
  const maxScore = maxScoreText();
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[28rem] text-start">
        <caption className="mb-2 text-start text-slate-700">
          <Trans>Domain scores out of {maxScore} per wave, and the change since the previous wave</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-2 py-1 font-semibold">
              <Trans>Domain</Trans>
            </th>
            {trends.waves.map(({ assessmentId, wave }) => (
              <th key={assessmentId} scope="col" className="px-2 py-1 font-semibold">
                <Trans>Wave {wave}</Trans>
              </th>
            ))}
            <th scope="col" className="px-2 py-1 font-semibold">
              <Trans context="difference since the previous wave">Change</Trans>
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
                  {point.score === null ? t(fewerThanText(threshold)) : formatScore(point.score)}
                </td>
              ))}
              <td className="px-2 py-1">{domain.change ? <TrendChange change={domain.change} /> : t`No comparison`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Waves of other versions of the set may have asked other statements in a domain (decision 0038): said, not hidden. */
function ChangedStatementsNote({ trends }: { trends: AssessmentTrends }) {
  const { i18n } = useLingui();
  const changed = trends.domains.filter((domain) => domain.statementsChanged).map((domain) => domain.label);
  if (changed.length === 0) return null;
  const domains = listIn(i18n, changed);
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        The statements of {domains} changed between waves: their trends compare means over different statements. Question trends compare
        only statements asked in both waves.
      </Trans>
    </p>
  );
}
