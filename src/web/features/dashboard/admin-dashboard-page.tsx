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
  const { user, organisation } = useAuth();
  const people = usePeopleOverview();
  const overview = useResultsOverview('organisation');
  const { toast } = useToast();
  const showLoadFailure = () =>
    toast({ title: dashboardMessages.loadFailedTitle, description: dashboardMessages.loadFailedText, variant: 'destructive' });
  useFailureToast(overview.errorUpdatedAt, overview.isError, showLoadFailure);
  useFailureToast(people.errorUpdatedAt, people.isError, showLoadFailure);

  const cards = overview.data?.cards ?? [];
  const current = currentCard(cards);

  return (
    <DashboardFrame>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="text-slate-700">{organisation?.name ?? 'Your organisation'}: people, assessments and results at a glance.</p>
      </div>

      <section aria-labelledby="admin-glance-heading" className="flex flex-col gap-4">
        <h2 id="admin-glance-heading" className="text-xl font-semibold">
          At a glance
        </h2>
        <StatGrid columns={4}>
          <StatCard
            label="People"
            value={people.data ? `${people.data.counts.active} active` : people.isError ? 'Not available' : 'Loading…'}
            detail={people.data && `${people.data.counts.invited} invited · ${people.data.counts.deactivated} deactivated`}
          />
          <StatCard
            label="Assessments"
            value={overview.data ? `${countStatus(cards, 'open')} open` : overview.isError ? 'Not available' : 'Loading…'}
            detail={overview.data && `${countStatus(cards, 'paused')} paused · ${countStatus(cards, 'closed')} closed`}
          />
          <StatCard
            label="Completion rate"
            value={current ? formatPercent(current.completion.rate) : overview.data ? '—' : '…'}
            detail={
              current
                ? `${current.completion.completed} of ${current.completion.activePeople} people · ${current.assessment.title}`
                : overview.data && 'No assessment yet'
            }
          />
          {current ? (
            <OverallScoreStat overall={current.overall} hiddenMessage={hiddenMessageFor('dashboard', current)} />
          ) : (
            <StatCard label="Overall score" value={overview.data ? '—' : '…'} detail={overview.data && 'No assessment yet'} />
          )}
        </StatGrid>
        {overview.isError && (
          <LoadFailed
            title={dashboardMessages.loadFailedTitle}
            text={dashboardMessages.loadFailedText}
            error={overview.error}
            onRetry={() => void overview.refetch()}
          />
        )}
      </section>

      <Tabs defaultValue="overview">
        <TabList aria-label="Admin dashboard sections">
          <Tab value="overview">Overview</Tab>
          <Tab value="employees">Employees</Tab>
          <Tab value="assessments">Assessments</Tab>
          <Tab value="analytics">Analytics</Tab>
        </TabList>
        <TabPanel value="overview" className="flex flex-col gap-6">
          <h2 className="sr-only">Overview</h2>
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
          <h2 className="text-lg font-semibold">Employees</h2>
          <EmployeesPanel people={people.data?.people} counts={people.data?.counts} loading={people.isPending} />
        </TabPanel>
        <TabPanel value="assessments" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Assessments</h2>
          <AssessmentsPanel cards={cards} loading={overview.isPending} />
        </TabPanel>
        <TabPanel value="analytics" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Analytics</h2>
          <AnalyticsPanel cards={cards} loading={overview.isPending} />
        </TabPanel>
      </Tabs>
    </DashboardFrame>
  );
}

function countStatus(cards: readonly ResultsCard[], status: ResultsCard['assessment']['status']): number {
  return cards.filter((card) => card.assessment.status === status).length;
}
