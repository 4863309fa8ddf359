import { useLingui } from '@lingui/react/macro';
import { useToast } from '#web/components/ui/toast.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import {
  currentCard,
  EmptyState,
  LoadFailed,
  TeamResultsCard,
  useFailureToast,
  useResultsOverview,
  useTeamResults,
  type ResultsSource,
} from '#web/features/results/index.ts';
import { dashboardMessages } from '#domain/messages.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { TeamActionPlans } from '#web/features/action-plans/index.ts';

/**
 * A manager's team: their active direct reports on the organisation's current assessment.
 * Figures are the server's team view (shown only once the anonymity auditor admitted them).
 */
export function TeamDashboard({ managerId, source = 'organisation' }: { managerId: string; source?: ResultsSource }) {
  const overview = useResultsOverview(source);
  const card = overview.data ? currentCard(overview.data.cards) : undefined;
  const teams = useTeamResults(source, card?.assessment.id);
  const { toast } = useToast();
  const { t } = useLingui();
  const { user } = useAuth();
  useFailureToast(teams.errorUpdatedAt, teams.isError, () =>
    toast({
      title: t(dashboardMessages.teamLoadFailedTitle),
      description: t(dashboardMessages.teamLoadFailedText),
      variant: 'destructive',
    }),
  );

  if (overview.isPending) return <LoadingState label={t`Loading your team…`} />;
  if (overview.isError) {
    // The organisation's figures failed to load too: that failure has its own toast.
    return (
      <LoadFailed
        title={t(dashboardMessages.teamLoadFailedTitle)}
        text={t(dashboardMessages.teamLoadFailedText)}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  if (!card) return <EmptyState title={t(dashboardMessages.noTeamDataTitle)} text={t(dashboardMessages.noTeamDataText)} />;
  if (teams.isPending) return <LoadingState label={t`Loading your team…`} />;
  if (teams.isError) {
    return (
      <LoadFailed
        title={t(dashboardMessages.teamLoadFailedTitle)}
        text={t(dashboardMessages.teamLoadFailedText)}
        error={teams.error}
        onRetry={() => void teams.refetch()}
      />
    );
  }

  const team = teams.data.teams.find((entry) => entry.managerId === managerId);
  if (!team || team.teamSize === 0) {
    return <EmptyState title={t(dashboardMessages.noTeamMembersTitle)} text={t(dashboardMessages.noTeamMembersText)} />;
  }
  const assessment = t(assessmentHeading(card.assessment));
  return (
    <>
      <TeamResultsCard
        team={team}
        title={t`Your team`}
        description={t`Your direct reports on ${assessment}.`}
        threshold={teams.data.threshold}
      />
      {user && source === 'organisation' && <TeamActionPlans team={team} assessmentId={card.assessment.id} user={user} />}
    </>
  );
}
