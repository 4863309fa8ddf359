import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultsCard } from '#domain/api/results.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths, resultsDashboardPath } from '#web/paths.ts';
import {
  AnonymityNotice,
  currentCard,
  EmptyState,
  HeatMap,
  InsightsCard,
  latestCardWithResults,
  LoadFailed,
  TeamResultsGrid,
  useAssessmentResults,
  useFailureToast,
  useTeamResults,
} from '#web/features/results/index.ts';
import { anonymityMessage, dashboardMessages } from '#domain/messages.ts';
import { hiddenMessageFor } from '#web/features/results/index.ts';

/** The admin dashboard's Analytics tab: heat map, insights and teams of the newest assessment with results. */
export function AnalyticsPanel({ cards, loading }: { cards: readonly ResultsCard[]; loading: boolean }) {
  const card = latestCardWithResults(cards);
  const results = useAssessmentResults('organisation', card?.assessment.id);
  const teams = useTeamResults('organisation', card?.assessment.id);
  const { toast } = useToast();
  const { t } = useLingui();
  useFailureToast(results.errorUpdatedAt, results.isError, () =>
    toast({ title: t(dashboardMessages.loadFailedTitle), description: t(dashboardMessages.loadFailedText), variant: 'destructive' }),
  );
  useFailureToast(teams.errorUpdatedAt, teams.isError, () =>
    toast({
      title: t(dashboardMessages.teamLoadFailedTitle),
      description: t(dashboardMessages.teamLoadFailedText),
      variant: 'destructive',
    }),
  );

  if (loading) return <LoadingState label={t`Loading analytics…`} />;
  if (cards.length === 0) {
    return <EmptyState title={t(dashboardMessages.noAssessmentTitle)} text={t(dashboardMessages.noAssessmentText)} headingLevel="h3" />;
  }
  if (!card) {
    const current = currentCard(cards);
    return (
      <AnonymityNotice>
        <p>{current ? hiddenMessageFor('dashboard', current) : t(anonymityMessage('dashboard', 0))}</p>
      </AnonymityNotice>
    );
  }
  if (results.isPending) return <LoadingState label={t`Loading analytics…`} />;
  if (results.isError) {
    return (
      <LoadFailed
        title={t(dashboardMessages.loadFailedTitle)}
        text={t(dashboardMessages.loadFailedText)}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  }
  const data = results.data;
  const { title, wave } = data.assessment;
  const count = data.responses;
  const responses = t`${plural(count, { one: '# response', other: '# responses' })}`;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">
        <Trans>
          The newest assessment with results: <span className="font-semibold text-slate-900">{title}</span>, wave {wave} ({responses}).
        </Trans>{' '}
        <Link to={resultsDashboardPath(data.assessment.id)} className={textLinkClass}>
          <Trans>Open it on the results page</Trans>
        </Link>
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h3">
            <Trans>Question heat map</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <HeatMap cells={data.heatMap} domains={data.domains} threshold={data.threshold} />
        </CardContent>
      </Card>
      <InsightsCard insights={data.insights} responses={data.responses} threshold={data.threshold} />
      <section aria-labelledby="admin-teams-heading" className="flex flex-col gap-4">
        <h3 id="admin-teams-heading" className="text-lg font-semibold">
          <Trans>Teams</Trans>
        </h3>
        {teams.isPending && <LoadingState label={t`Loading teams…`} />}
        {teams.isError && (
          <LoadFailed
            title={t(dashboardMessages.teamLoadFailedTitle)}
            text={t(dashboardMessages.teamLoadFailedText)}
            error={teams.error}
            onRetry={() => void teams.refetch()}
          />
        )}
        {teams.isSuccess &&
          (teams.data.teams.length === 0 ? (
            <p className="text-slate-700">
              {t(dashboardMessages.noTeamDataText)}{' '}
              <Trans>
                Assign managers on{' '}
                <Link to={paths.employeeManagement} className={textLinkClass}>
                  employee management
                </Link>{' '}
                to see team views.
              </Trans>
            </p>
          ) : (
            <TeamResultsGrid teams={teams.data.teams} threshold={teams.data.threshold} headingLevel="h4" />
          ))}
      </section>
    </div>
  );
}
