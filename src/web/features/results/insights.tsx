import { Trans } from '@lingui/react/macro';
import type { AssessmentResults } from '#domain/api/results.ts';
import type { HeadingLevel } from '#web/components/ui/card.tsx';
import { formatOutOf, formatPercent, formatScore, maxScoreText } from './format.ts';
import { anonymityMessage } from '#domain/messages.ts';
import { AnonymityNotice, ScoreBandBadge } from './score-parts.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useLingui } from '@lingui/react/macro';

type Insights = AssessmentResults['insights'];

export interface InsightsPanelProps {
  insights: Insights;
  /** People who completed, for the anonymity message when nothing can be shown. */
  responses: number;
  threshold?: number;
  /** Level of each insight's heading (the panel's own heading is the caller's). */
  headingLevel?: HeadingLevel;
}

/**
 * What stands out, all computed by the server from shown domains only: the strongest and
 * weakest domain, the largest gap (5 − mean) with its lowest question, and how often people
 * chose "Prefer not to say" in each domain.
 */
export function InsightsPanel({ insights, responses, threshold, headingLevel = 'h4' }: InsightsPanelProps) {
  const { t } = useLingui();
  const Heading = headingLevel;
  if (!insights.strongest && !insights.weakest) {
    return (
      <AnonymityNotice>
        <p>{t(anonymityMessage('assessment', responses, threshold))}</p>
      </AnonymityNotice>
    );
  }
  const single = insights.strongest?.domain === insights.weakest?.domain;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {insights.strongest && (
        <section className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
          <Heading className="font-semibold text-slate-900">
            <Trans>Strongest domain</Trans>
          </Heading>
          <p className="text-lg font-semibold text-slate-900">{insights.strongest.label}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {formatOutOf(insights.strongest.mean)} <ScoreBandBadge mean={insights.strongest.mean} />
          </p>
          {single && (
            <p className="text-sm text-slate-700">
              <Trans>Only one domain has enough responses to compare so far.</Trans>
            </p>
          )}
        </section>
      )}
      {insights.weakest && !single && (
        <section className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
          <Heading className="font-semibold text-slate-900">
            <Trans>Weakest domain</Trans>
          </Heading>
          <p className="text-lg font-semibold text-slate-900">{insights.weakest.label}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {formatOutOf(insights.weakest.mean)} <ScoreBandBadge mean={insights.weakest.mean} />
          </p>
        </section>
      )}
      {insights.largestGap && <LargestGap gap={insights.largestGap} heading={headingLevel} />}
      {insights.preferNotToSay.length > 0 && (
        <section className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
          <Heading className="font-semibold text-slate-900">
            <Trans>&lsquo;Prefer not to say&rsquo; by domain</Trans>
          </Heading>
          <p className="text-sm text-slate-700">
            <Trans>
              The share of answers that were &lsquo;Prefer not to say&rsquo;. It is a signal of trust: a high share can mean people are not
              yet sure their answers are anonymous, so it is worth explaining how answers are protected.
            </Trans>
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {insights.preferNotToSay.map((entry) => (
              <li key={entry.domain} className="flex justify-between gap-4">
                <span className="text-slate-800">{entry.label}</span>
                <span className="font-semibold text-slate-900">{formatPercent(entry.rate)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The domain furthest below the top of the scale, with its lowest-scoring question. */
function LargestGap({ gap, heading: Heading }: { gap: NonNullable<Insights['largestGap']>; heading: HeadingLevel }) {
  const label = gap.label;
  const points = formatScore(gap.gap);
  const maxScore = maxScoreText();
  const question = gap.questionText;
  return (
    <section className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <Heading className="font-semibold text-slate-900">
        <Trans>Largest gap</Trans>
      </Heading>
      <p className="text-slate-900">
        <Trans>
          <span className="font-semibold">{label}</span> is {points} points below the top of the scale ({maxScore}).
        </Trans>
      </p>
      {question && (
        <p className="text-sm text-slate-700">
          <Trans>
            Its lowest-scoring question: <q className="italic">{question}</q>
          </Trans>
        </p>
      )}
    </section>
  );
}

/** The insights in their own card, as the results page and the administrator's dashboard show them. */
export function InsightsCard(props: Omit<InsightsPanelProps, 'headingLevel'>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Insights</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <InsightsPanel {...props} headingLevel="h4" />
      </CardContent>
    </Card>
  );
}
