import { Trans, useLingui } from '@lingui/react/macro';
import type { ResultsCard } from '#domain/api/results.ts';
import { Tab, TabList, TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import {
  currentCard,
  formatPercent,
  LoadFailed,
  OverallScoreStat,
  StatCard,
  StatGrid,
  useFailureToast,
  useResultsOverview,
} from '#web/features/results/index.ts';
import { dashboardMessages } from '#domain/messages.ts';
import { QuickActions } from './actions.tsx';
import { BackgroundWorkCard } from './background-work-card.tsx';
import { AnalyticsPanel } from './admin-analytics-panel.tsx';
import { AssessmentsPanel } from './admin-assessments-panel.tsx';
import { CurrentAssessment } from './admin-current-assessment.tsx';
import { EmployeesPanel } from './admin-employees-panel.tsx';
import { DashboardFrame } from './parts.tsx';
import { usePeopleOverview } from './queries.ts';
import { hiddenMessageFor } from '#web/features/results/index.ts';

/**
 * /admin-dashboard: the organisation at a glance for its administrators — people, assessments,
 * the latest completion and score — with tabs for an overview, employees, assessments and the
 * analytics (heat map, insights, teams) of the newest assessment that has results.
 */
export function AdminDashboardPage() {
  const { t } = useLingui();
  const { user, organisation } = useAuth();
  const people = usePeopleOverview();
  const overview = useResultsOverview('organisation');
  const { toast } = useToast();
  const showLoadFailure = () =>
    toast({ title: t(dashboardMessages.loadFailedTitle), description: t(dashboardMessages.loadFailedText), variant: 'destructive' });
  useFailureToast(overview.errorUpdatedAt, overview.isError, showLoadFailure);
  useFailureToast(people.errorUpdatedAt, people.isError, showLoadFailure);

  const cards = overview.data?.cards ?? [];
  const current = currentCard(cards);
  const organisationName = organisation?.name;
  const open = countStatus(cards, 'open');
  const paused = countStatus(cards, 'paused');
  const closed = countStatus(cards, 'closed');
  const counts = people.data?.counts;
  const { active = 0, invited = 0, deactivated = 0 } = counts ?? {};
  const unavailable = (failed: boolean) => (failed ? t`Not available` : t`Loading…`);
  let completionDetail: string | undefined;
  if (current) {
    const { completed, activePeople } = current.completion;
    const title = current.assessment.title;
    completionDetail = t`${completed} of ${activePeople} people · ${title}`;
  } else if (overview.data) completionDetail = t`No assessment yet`;

  return (
    <DashboardFrame>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Admin Dashboard</Trans>
        </h1>
        <p className="text-slate-700">
          {organisationName ? (
            <Trans>{organisationName}: people, assessments and results at a glance.</Trans>
          ) : (
            <Trans>Your organisation: people, assessments and results at a glance.</Trans>
          )}
        </p>
      </div>

      <section aria-labelledby="admin-glance-heading" className="flex flex-col gap-4">
        <h2 id="admin-glance-heading" className="text-xl font-semibold">
          <Trans>At a glance</Trans>
        </h2>
        <StatGrid columns={4}>
          <StatCard
            label={t`People`}
            value={counts ? t({ message: `${active} active`, context: 'people' }) : unavailable(people.isError)}
            detail={counts && t`${invited} invited · ${deactivated} deactivated`}
          />
          <StatCard
            label={t`Assessments`}
            value={overview.data ? t({ message: `${open} open`, context: 'assessments' }) : unavailable(overview.isError)}
            detail={overview.data && t`${paused} paused · ${closed} closed`}
          />
          <StatCard
            label={t`Completion rate`}
            value={current ? formatPercent(current.completion.rate) : overview.data ? '—' : '…'}
            detail={completionDetail}
          />
          {current ? (
            <OverallScoreStat overall={current.overall} hiddenMessage={hiddenMessageFor('dashboard', current)} />
          ) : (
            <StatCard label={t`Overall score`} value={overview.data ? '—' : '…'} detail={overview.data && t`No assessment yet`} />
          )}
        </StatGrid>
        {overview.isError && (
          <LoadFailed
            title={t(dashboardMessages.loadFailedTitle)}
            text={t(dashboardMessages.loadFailedText)}
            error={overview.error}
            onRetry={() => void overview.refetch()}
          />
        )}
      </section>

      <Tabs defaultValue="overview">
        <TabList aria-label={t`Admin dashboard sections`}>
          <Tab value="overview">
            <Trans>Overview</Trans>
          </Tab>
          <Tab value="employees">
            <Trans>Employees</Trans>
          </Tab>
          <Tab value="assessments">
            <Trans>Assessments</Trans>
          </Tab>
          <Tab value="analytics">
            <Trans>Analytics</Trans>
          </Tab>
        </TabList>
        <TabPanel value="overview" className="flex flex-col gap-6">
          <h2 className="sr-only">
            <Trans>Overview</Trans>
          </h2>
          <CurrentAssessment card={current} loading={overview.isPending} />
          {/* Without an assessment, the card above offers to start one. */}
          {user && (
            <QuickActions
              user={user}
              headingLevel="h3"
              omit={current ? [paths.adminDashboard] : [paths.adminDashboard, paths.createAssessment]}
            />
          )}
          <BackgroundWorkCard />
        </TabPanel>
        <TabPanel value="employees" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">
            <Trans>Employees</Trans>
          </h2>
          <EmployeesPanel people={people.data?.people} counts={people.data?.counts} loading={people.isPending} />
        </TabPanel>
        <TabPanel value="assessments" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">
            <Trans>Assessments</Trans>
          </h2>
          <AssessmentsPanel cards={cards} loading={overview.isPending} />
        </TabPanel>
        <TabPanel value="analytics" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">
            <Trans>Analytics</Trans>
          </h2>
          <AnalyticsPanel cards={cards} loading={overview.isPending} />
        </TabPanel>
      </Tabs>
    </DashboardFrame>
  );
}

function countStatus(cards: readonly ResultsCard[], status: ResultsCard['assessment']['status']): number {
  return cards.filter((card) => card.assessment.status === status).length;
}
