import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExportPreview } from '#domain/api/export.ts';
import { anonymityMessage } from '#domain/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { DomainScoreList, formatOutOf, formatPercent, ScoreBandBadge, StatCard } from '#web/features/results/index.ts';
import { PriorityBadge } from '#web/features/roadmap/index.ts';

/** What the export files of an assessment hold: its figures, domain scores and priority actions. */
export function PreviewCard({ data }: { data: ExportPreview }) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Export preview</Trans>
        </CardTitle>
        <CardDescription className="text-slate-700">
          <Trans>What the files hold, as of today.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        <dl className="grid gap-4 sm:grid-cols-3">
          <StatCard label={t`Total responses`} value={data.responses} />
          <StatCard
            label={t`Overall score`}
            value={data.overallScore === null ? t`Not shown` : formatOutOf(data.overallScore)}
            detail={data.overallScore === null ? undefined : <ScoreBandBadge mean={data.overallScore} />}
          />
          <StatCard label={t`Completion rate`} value={formatPercent(data.completionRate)} />
        </dl>
        <section aria-labelledby="export-domains-heading" className="flex flex-col gap-4">
          <h3 id="export-domains-heading" className="text-base font-semibold">
            <Trans>Domain scores</Trans>
          </h3>
          <DomainScoreList
            domains={data.domains}
            hiddenMessage={t(anonymityMessage('default', data.responses, data.threshold))}
            threshold={data.threshold}
          />
        </section>
        <section aria-labelledby="export-actions-heading" className="flex flex-col gap-3">
          <h3 id="export-actions-heading" className="text-base font-semibold">
            <Trans>Priority actions</Trans>
          </h3>
          {data.priorityActions.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>
                No roadmap yet.{' '}
                <Link to={paths.roadmap} className={textLinkClass}>
                  Generate one on the Priority Roadmap page
                </Link>{' '}
                and the PDF report and the presentation will include it.
              </Trans>
            </p>
          ) : (
            <ol className="flex flex-col gap-3">
              {data.priorityActions.map((action) => (
                <li
                  key={action.priority}
                  className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-center sm:gap-3"
                >
                  <PriorityBadge priority={action.priority} />
                  <span className="font-medium text-slate-900">{action.title}</span>
                  <span className="text-sm text-slate-700 sm:ms-auto">
                    {action.domainLabel} · {action.timeframe}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
