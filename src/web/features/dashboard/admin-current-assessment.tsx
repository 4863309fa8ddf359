import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultsCard } from '#domain/api/results.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths, resultsDashboardPath } from '#web/paths.ts';
import { DomainScoreList, EmptyState, formatPercent, LoadFailed, StatusBadge, useAssessmentResults } from '#web/features/results/index.ts';
import { dashboardMessages } from '#domain/messages.ts';
import { hiddenMessageFor } from '#web/features/results/index.ts';

/** The admin dashboard's overview: the current assessment and its domain scores, behind that assessment's own minimum group size. */
export function CurrentAssessment({ card, loading }: { card: ResultsCard | undefined; loading: boolean }) {
  const { t } = useLingui();
  const results = useAssessmentResults('organisation', card?.assessment.id);
  if (loading) return <LoadingState label={t`Loading the current assessment…`} />;
  if (!card) {
    return (
      <EmptyState title={t(dashboardMessages.noAssessmentTitle)} text={t(dashboardMessages.noAssessmentText)} headingLevel="h3">
        <Link to={paths.createAssessment} className={buttonClasses({ size: 'sm' })}>
          <Trans>Start an assessment</Trans>
        </Link>
      </EmptyState>
    );
  }
  const { title, wave } = card.assessment;
  const count = card.responses;
  const responses = t`${plural(count, { one: '# response', other: '# responses' })}`;
  const rate = formatPercent(card.completion.rate);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3">
            <Trans>Current assessment: {title}</Trans>
          </CardTitle>
          <StatusBadge status={card.assessment.status} />
        </div>
        <CardDescription>
          <Trans>
            Wave {wave} · {responses} · {rate} completion
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {results.isPending && <LoadingState label={t`Loading domain scores…`} />}
        {results.isError && (
          <LoadFailed
            title={t(dashboardMessages.loadFailedTitle)}
            text={t(dashboardMessages.loadFailedText)}
            error={results.error}
            onRetry={() => void results.refetch()}
          />
        )}
        {results.isSuccess && (
          <DomainScoreList
            domains={results.data.domains}
            hiddenMessage={hiddenMessageFor('dashboard', results.data)}
            threshold={results.data.threshold}
          />
        )}
        <Link to={resultsDashboardPath(card.assessment.id)} className={textLinkClass}>
          <Trans>
            See the full results <span className="sr-only">of {title}</span>
          </Trans>
        </Link>
      </CardContent>
    </Card>
  );
}
