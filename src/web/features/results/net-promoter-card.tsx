import type { AssessmentTrends, ChoiceResult } from '#domain/api/results.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { fewerThanText } from '#domain/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ChoiceBars } from './choice-bars.tsx';
import { formatNetPromoterScore, formatPercent } from './format.ts';

/*
 * Net promoter questions (0–10, decision 0062): the eNPS with its promoters, passives and
 * detractors, and the distribution of scores it comes from, all as the publication holds them
 * (organisation-wide, once the minimum group size answered).
 */

/** Whether a published choice is a net promoter question (shown or hidden). */
export const isNetPromoter = (choice: ChoiceResult) => choice.netPromoter !== undefined;

type NetPromoterTrend = NonNullable<AssessmentTrends['netPromoter']>[number];

export function NetPromoterCard({
  choices,
  trends,
  threshold,
}: {
  choices: readonly ChoiceResult[];
  trends: AssessmentTrends['netPromoter'];
  threshold: number;
}) {
  if (choices.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">
          <Trans>Employee Net Promoter Score (eNPS)</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The share of promoters (9 or 10) minus the share of detractors (0 to 6), from −100 to +100, for the whole organisation once at
            least {threshold} people gave a score. It is not part of any domain score.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {[...choices]
          .sort((a, b) => a.order - b.order)
          .map((choice) => (
            <section key={choice.questionId} className="flex flex-col gap-3">
              <h4 className="font-semibold">{choice.questionText}</h4>
              <NetPromoterFigures choice={choice} threshold={threshold} />
              <NetPromoterSeries trend={trends?.find((trend) => trend.questionId === choice.questionId)} />
            </section>
          ))}
      </CardContent>
    </Card>
  );
}

function NetPromoterFigures({ choice, threshold }: { choice: ChoiceResult; threshold: number }) {
  const { t } = useLingui();
  if (!choice.canShow || !choice.netPromoter) return <p className="text-sm text-slate-700">{t(fewerThanText(threshold))}</p>;
  const { score, promoters, passives, detractors } = choice.netPromoter;
  const share = (count: number) => formatPercent(Math.round((count / choice.responseCount) * 1000) / 10);
  const scoreText = formatNetPromoterScore(score);
  const groups = [
    { key: 'promoters', label: t`Promoters (9 to 10)`, count: promoters },
    { key: 'passives', label: t`Passives (7 to 8)`, count: passives },
    { key: 'detractors', label: t`Detractors (0 to 6)`, count: detractors },
  ];
  return (
    <>
      <p className="flex items-baseline gap-3">
        <span data-testid="enps-score" className="text-4xl font-bold tabular-nums">
          {scoreText}
        </span>
        <span className="text-sm text-slate-700">
          <Trans>eNPS from {choice.responseCount} scores</Trans>
        </span>
      </p>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        {groups.map((group) => {
          const count = group.count;
          const shareText = share(count);
          return (
            <div key={group.key} className="rounded-md border border-slate-200 p-2">
              <dt className="text-slate-700">{group.label}</dt>
              <dd className="font-medium tabular-nums">
                <Trans>
                  {count} ({shareText})
                </Trans>
              </dd>
            </div>
          );
        })}
      </dl>
      <ChoiceBars choice={choice} threshold={threshold} />
    </>
  );
}

/** The eNPS in each wave of the series, oldest first, where more than one wave asked the question. */
function NetPromoterSeries({ trend }: { trend: NetPromoterTrend | undefined }) {
  const { t } = useLingui();
  if (!trend || trend.series.length < 2) return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <h5 className="font-medium">
        <Trans>eNPS by wave</Trans>
      </h5>
      <ol data-testid="enps-trend" className="flex flex-wrap gap-x-4 gap-y-1">
        {trend.series.map((point) => {
          const wave = point.wave;
          const shown = point.score === null ? t`hidden` : formatNetPromoterScore(point.score);
          return (
            <li key={point.assessmentId} className="tabular-nums">
              <Trans>
                Wave {wave}: {shown}
              </Trans>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
