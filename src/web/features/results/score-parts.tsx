import type { ReactNode } from 'react';
import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DomainScore, ScoreChange } from '#domain/api/results.ts';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { MAX_SCORE, SCORE_BANDS, scoreBandStep } from '#domain/scoring.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, type HeadingLevel } from '#web/components/ui/card.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { formatOutOf, formatScore, maxScoreText } from './format.ts';
import { fewerThanText } from '#domain/messages.ts';
import { FavourabilityBar } from './favourability-bar.tsx';
import { TrendChange } from './trend-change.tsx';

/**
 * The band's level as five marks, the first `level` filled: the band reads from the marks and
 * the words, never from the colour alone.
 */
export function ScoreBandMarks({ mean }: { mean: number }) {
  const step = scoreBandStep(mean);
  return (
    <span aria-hidden="true" className="inline-flex items-end gap-px">
      {SCORE_BANDS.map((_, index) => (
        <span
          key={index}
          className={cn('w-1 rounded-sm', index < step.level ? '' : 'bg-slate-300')}
          // Colour and height are data; React sets them through CSSOM, which the CSP permits.
          style={{ height: `${4 + index * 2}px`, ...(index < step.level ? { backgroundColor: step.colour } : {}) }}
        />
      ))}
    </span>
  );
}

/** The band in words with its marks, in the band's colour: the one score language (decision 0021). */
export function ScoreBandBadge({ mean }: { mean: number }) {
  const { t } = useLingui();
  const step = scoreBandStep(mean);
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-2.5 py-0.5 text-xs font-medium"
      style={{ color: step.colour }}
    >
      <ScoreBandMarks mean={mean} />
      {t(step.label)}
    </span>
  );
}

/** A mean out of 5.0 as a bar; its accessible name carries the number and the band. */
export function ScoreBar({ mean, label }: { mean: number; label: string }) {
  const percent = Math.min(Math.max((mean / MAX_SCORE) * 100, 0), 100);
  const { t } = useLingui();
  const step = scoreBandStep(mean);
  const score = formatScore(mean);
  const maxScore = maxScoreText();
  const band = t(step.label);
  return (
    <div
      role="img"
      aria-label={t`${label}: ${score} out of ${maxScore}, ${band}`}
      className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
    >
      {/* Width and colour are the dynamic values; React sets them through CSSOM, which the CSP permits. */}
      <div className="h-full rounded-full" style={{ width: `${percent}%`, backgroundColor: step.colour }} />
    </div>
  );
}

/** A privacy notice in place of figures that are hidden below the anonymity threshold. */
export function AnonymityNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-start gap-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-800', className)}>
      <LockIcon />
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
      <path
        fillRule="evenodd"
        d="M10 1a4.5 4.5 0 0 0-4.5 4.5V9H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V5.5A4.5 4.5 0 0 0 10 1Zm3 8V5.5a3 3 0 1 0-6 0V9h6Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export interface DomainScoreListProps {
  domains: readonly DomainScore[];
  /** Shown instead of the list's figures when no domain can be shown (with the live count). */
  hiddenMessage: string;
  threshold?: number;
  /** Each domain's change since the previous wave, where both waves show it. */
  changes?: ReadonlyMap<string, ScoreChange | null>;
}

/**
 * Domain scores as bars: each shown domain with its mean out of 5.0, band, number of
 * respondents and how the answers split (favourability); hidden domains say so and carry no
 * number (none was sent).
 */
export function DomainScoreList({ domains, hiddenMessage, threshold = ANONYMITY_THRESHOLD, changes }: DomainScoreListProps) {
  const { t } = useLingui();
  const anyShown = domains.some((domain) => domain.canShow);
  return (
    <div className="flex flex-col gap-4">
      {!anyShown && (
        <AnonymityNotice>
          <p>{hiddenMessage}</p>
        </AnonymityNotice>
      )}
      <ul className="flex flex-col gap-4">
        {domains.map((domain) => (
          <li key={domain.domain} className="flex flex-col gap-1.5">
            {domain.canShow ? (
              <>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="font-medium text-slate-900">{domain.label}</span>
                  <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{formatOutOf(domain.meanScore)}</span>
                    <ScoreBandBadge mean={domain.meanScore} />
                    <span>{respondentsText(domain.responseCount)}</span>
                    <TrendChange change={changes?.get(domain.domain)} />
                  </span>
                </div>
                <ScoreBar mean={domain.meanScore} label={domain.label} />
                <FavourabilityBar favourability={domain.favourability} />
              </>
            ) : (
              <>
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="font-medium text-slate-900">{domain.label}</span>
                  <span className="text-sm text-slate-700">
                    {t(fewerThanText(threshold))}
                    <span className="sr-only">
                      <Trans>: hidden to protect anonymity</Trans>
                    </span>
                  </span>
                </div>
                <div aria-hidden="true" className="h-3 w-full rounded-full border border-dashed border-slate-400 bg-slate-50" />
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "12 responses", in the language shown. */
export function respondentsText(count: number): string {
  return translate`${plural(count, { one: '# response', other: '# responses' })}`;
}

// Whole class sets per column count: Tailwind cannot merge two competing `lg:grid-cols-*` classes.
const statColumns = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
} as const;

/** A grid of figures; each is a term and its value, so a screen reader reads them as pairs. */
export function StatGrid({
  children,
  columns = 5,
  className,
}: {
  children: ReactNode;
  columns?: keyof typeof statColumns;
  className?: string;
}) {
  return <dl className={cn('grid gap-4', statColumns[columns], className)}>{children}</dl>;
}

export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="flex flex-col gap-1">
        <span className="text-2xl font-bold text-slate-900">{value}</span>
        {detail && <span className="text-sm text-slate-700">{detail}</span>}
      </dd>
    </div>
  );
}

/** The overall score as a stat: the number out of 5.0 and its band, or the anonymity message. */
export function OverallScoreStat({
  overall,
  hiddenMessage,
  label,
}: {
  overall: { canShow: boolean; score: number | null };
  hiddenMessage: string;
  label?: string;
}) {
  const { t } = useLingui();
  const score = overall.canShow ? overall.score : null;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm font-medium text-slate-700">{label ?? t`Overall score`}</dt>
      <dd className="flex flex-col gap-1">
        {score === null ? (
          <span className="text-sm text-slate-800">{hiddenMessage}</span>
        ) : (
          <>
            <span className="text-2xl font-bold text-slate-900">{formatOutOf(score)}</span>
            <span>
              <ScoreBandBadge mean={score} />
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

/** A card that only says something: no data, no team, not found. */
export function EmptyState({
  title,
  text,
  headingLevel = 'h2',
  children,
}: {
  title: string;
  text: string;
  headingLevel?: HeadingLevel;
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>{title}</CardTitle>
        <CardDescription className="text-base text-slate-700">{text}</CardDescription>
      </CardHeader>
      {children && <CardContent className="flex flex-wrap gap-2">{children}</CardContent>}
    </Card>
  );
}

/** The card around the domain scores, saying what the figures are; its content is the caller's. */
export function DomainScoresCard({ children }: { children: ReactNode }) {
  const maxScore = maxScoreText();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Domain scores</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Mean agreement out of {maxScore} per domain, with the number of people behind it and how their answers split.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
