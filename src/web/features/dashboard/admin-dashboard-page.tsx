import { Link } from 'react-router';
import type { Person } from '#domain/api/people.ts';
import type { ResultsCard } from '#domain/api/results.ts';
import { roleLabel } from '#domain/roles.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Tab, TabList, TabPanel, Tabs } from '#web/components/ui/tabs.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths, resultsDashboardPath } from '#web/paths.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useAuth } from '#web/features/auth/index.ts';
import {
  AnonymityNotice,
  anonymityMessage,
  currentCard,
  dashboardMessages,
  DomainScoreList,
  EmptyState,
  formatOutOf,
  formatPercent,
  HeatMap,
  InsightsPanel,
  latestCardWithResults,
  LoadFailed,
  OverallScoreStat,
  ScoreBandBadge,
  StatCard,
  StatGrid,
  StatusBadge,
  TeamResultsCard,
  useAssessmentResults,
  useFailureToast,
  useResultsOverview,
  useTeamResults,
} from '#web/features/results/index.ts';
import { QuickActions } from './actions.tsx';
import { DashboardFrame } from './parts.tsx';
import { usePeopleOverview } from './queries.ts';

/** How many people the Employees tab lists before pointing to employee management. */
const SHORT_LIST_LENGTH = 8;

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
  const threshold = overview.data?.threshold;

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
            <OverallScoreStat overall={current.overall} hiddenMessage={anonymityMessage('dashboard', current.responses, threshold)} />
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
          <CurrentAssessment card={current} loading={overview.isPending} threshold={threshold} />
          {user && <QuickActions user={user} headingLevel="h3" omit={paths.adminDashboard} />}
        </TabPanel>
        <TabPanel value="employees" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Employees</h2>
          <EmployeesPanel people={people.data?.people} counts={people.data?.counts} loading={people.isPending} />
        </TabPanel>
        <TabPanel value="assessments" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Assessments</h2>
          <AssessmentsPanel cards={cards} loading={overview.isPending} threshold={threshold} />
        </TabPanel>
        <TabPanel value="analytics" className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">Analytics</h2>
          <AnalyticsPanel cards={cards} loading={overview.isPending} threshold={threshold} />
        </TabPanel>
      </Tabs>
    </DashboardFrame>
  );
}

function countStatus(cards: readonly ResultsCard[], status: ResultsCard['assessment']['status']): number {
  return cards.filter((card) => card.assessment.status === status).length;
}

function CurrentAssessment({ card, loading, threshold }: { card: ResultsCard | undefined; loading: boolean; threshold: number | undefined }) {
  const results = useAssessmentResults('organisation', card?.assessment.id);
  if (loading) return <LoadingState label="Loading the current assessment…" />;
  if (!card) {
    return (
      <EmptyState title={dashboardMessages.noAssessmentTitle} text={dashboardMessages.noAssessmentText} headingLevel="h3">
        <Link to={paths.createAssessment} className={buttonClasses({ size: 'sm' })}>
          Start an assessment
        </Link>
      </EmptyState>
    );
  }
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle as="h3">Current assessment: {card.assessment.title}</CardTitle>
          <StatusBadge status={card.assessment.status} />
        </div>
        <CardDescription>
          Wave {card.assessment.wave} · {card.responses} responses · {formatPercent(card.completion.rate)} completion
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {results.isPending && <LoadingState label="Loading domain scores…" />}
        {results.isError && (
          <LoadFailed
            title={dashboardMessages.loadFailedTitle}
            text={dashboardMessages.loadFailedText}
            error={results.error}
            onRetry={() => void results.refetch()}
          />
        )}
        {results.isSuccess && (
          <DomainScoreList
            domains={results.data.domains}
            hiddenMessage={anonymityMessage('dashboard', results.data.responses, threshold)}
            threshold={threshold}
          />
        )}
        <Link to={resultsDashboardPath(card.assessment.id)} className={textLinkClass}>
          See the full results{' '}<span className="sr-only">of {card.assessment.title}</span>
        </Link>
      </CardContent>
    </Card>
  );
}

function personName(person: Person): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name || person.email;
}

const personStatusLabel: Record<Person['status'], string> = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' };

function EmployeesPanel({
  people,
  counts,
  loading,
}: {
  people: readonly Person[] | undefined;
  counts: { active: number; invited: number; deactivated: number } | undefined;
  loading: boolean;
}) {
  if (loading) return <LoadingState label="Loading people…" />;
  if (!people || !counts) return <p className="text-slate-700">{dashboardMessages.loadFailedText}</p>;
  const shortList = people.slice(0, SHORT_LIST_LENGTH);
  return (
    <>
      <p className="text-slate-700">
        {counts.active} active, {counts.invited} invited and {counts.deactivated} deactivated.
      </p>
      {shortList.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-sm text-slate-700">
              {people.length > shortList.length ? `The first ${shortList.length} of ${people.length} people` : 'Everyone in your organisation'}
            </caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Role
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Manager
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {shortList.map((person) => (
                <tr key={person.id}>
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {personName(person)}
                  </th>
                  <td className="py-2 pr-4 text-slate-800">{roleLabel[person.role]}</td>
                  <td className="py-2 pr-4 text-slate-800">{person.managerName ?? '—'}</td>
                  <td className="py-2 text-slate-800">{personStatusLabel[person.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Link to={paths.employeeManagement} className={buttonClasses({ variant: 'outline' })}>
          Manage all employees
        </Link>
      </div>
    </>
  );
}

function AssessmentsPanel({ cards, loading, threshold }: { cards: readonly ResultsCard[]; loading: boolean; threshold: number | undefined }) {
  if (loading) return <LoadingState label="Loading assessments…" />;
  return (
    <>
      {cards.length === 0 ? (
        <EmptyState title={dashboardMessages.noAssessmentTitle} text={dashboardMessages.noAssessmentText} headingLevel="h3" />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-sm text-slate-700">Every assessment of your organisation, newest first</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Assessment
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Wave
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Responses
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Completion rate
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Overall score
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <span className="sr-only">Results</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {cards.map((card) => (
                <tr key={card.assessment.id}>
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {card.assessment.title}
                  </th>
                  <td className="py-2 pr-4 text-slate-800">{card.assessment.wave}</td>
                  <td className="py-2 pr-4">
                    <StatusBadge status={card.assessment.status} />
                  </td>
                  <td className="py-2 pr-4 text-slate-800">{card.responses}</td>
                  <td className="py-2 pr-4 text-slate-800">{formatPercent(card.completion.rate)}</td>
                  <td className="py-2 pr-4 text-slate-800">
                    {card.overall.canShow && card.overall.score !== null ? (
                      <span className="flex flex-wrap items-center gap-2">
                        {formatOutOf(card.overall.score)} <ScoreBandBadge mean={card.overall.score} />
                      </span>
                    ) : (
                      anonymityMessage('assessment', card.responses, threshold)
                    )}
                  </td>
                  <td className="py-2">
                    <Link to={resultsDashboardPath(card.assessment.id)} className={textLinkClass}>
                      Results{' '}<span className="sr-only">of {card.assessment.title}, wave {card.assessment.wave}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        <Link to={paths.createAssessment} className={textLinkClass}>
          Start an assessment
        </Link>
        <span>
          Open, pause or close assessments on your{' '}
          <Link to={paths.dashboard} className={textLinkClass}>
            dashboard
          </Link>
          .
        </span>
      </p>
    </>
  );
}

function AnalyticsPanel({ cards, loading, threshold }: { cards: readonly ResultsCard[]; loading: boolean; threshold: number | undefined }) {
  const card = latestCardWithResults(cards);
  const results = useAssessmentResults('organisation', card?.assessment.id);
  const teams = useTeamResults('organisation', card?.assessment.id);
  const { toast } = useToast();
  useFailureToast(results.errorUpdatedAt, results.isError, () =>
    toast({ title: dashboardMessages.loadFailedTitle, description: dashboardMessages.loadFailedText, variant: 'destructive' }),
  );
  useFailureToast(teams.errorUpdatedAt, teams.isError, () =>
    toast({ title: dashboardMessages.teamLoadFailedTitle, description: dashboardMessages.teamLoadFailedText, variant: 'destructive' }),
  );

  if (loading) return <LoadingState label="Loading analytics…" />;
  if (cards.length === 0) {
    return <EmptyState title={dashboardMessages.noAssessmentTitle} text={dashboardMessages.noAssessmentText} headingLevel="h3" />;
  }
  if (!card) {
    const current = currentCard(cards);
    return (
      <AnonymityNotice>
        <p>{anonymityMessage('dashboard', current?.responses ?? 0, threshold)}</p>
      </AnonymityNotice>
    );
  }
  if (results.isPending) return <LoadingState label="Loading analytics…" />;
  if (results.isError) {
    return (
      <LoadFailed
        title={dashboardMessages.loadFailedTitle}
        text={dashboardMessages.loadFailedText}
        error={results.error}
        onRetry={() => void results.refetch()}
      />
    );
  }
  const data = results.data;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">
        The newest assessment with results: <span className="font-semibold text-slate-900">{data.assessment.title}</span>, wave{' '}
        {data.assessment.wave} ({data.responses} responses).{' '}
        <Link to={resultsDashboardPath(data.assessment.id)} className={textLinkClass}>
          Open it on the results page
        </Link>
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Question heat map</CardTitle>
        </CardHeader>
        <CardContent>
          <HeatMap cells={data.heatMap} domains={data.domains} threshold={data.threshold} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Insights</CardTitle>
        </CardHeader>
        <CardContent>
          <InsightsPanel insights={data.insights} responses={data.responses} threshold={data.threshold} headingLevel="h4" />
        </CardContent>
      </Card>
      <section aria-labelledby="admin-teams-heading" className="flex flex-col gap-4">
        <h3 id="admin-teams-heading" className="text-lg font-semibold">
          Teams
        </h3>
        {teams.isPending && <LoadingState label="Loading teams…" />}
        {teams.isError && (
          <LoadFailed
            title={dashboardMessages.teamLoadFailedTitle}
            text={dashboardMessages.teamLoadFailedText}
            error={teams.error}
            onRetry={() => void teams.refetch()}
          />
        )}
        {teams.isSuccess &&
          (teams.data.teams.length === 0 ? (
            <p className="text-slate-700">
              {dashboardMessages.noTeamDataText} Assign managers on{' '}
              <Link to={paths.employeeManagement} className={textLinkClass}>
                employee management
              </Link>{' '}
              to see team views.
            </p>
          ) : (
            <div className="grid gap-6 lg:grid-cols-2">
              {teams.data.teams.map((team) => (
                <TeamResultsCard
                  key={team.managerId}
                  team={team}
                  title={`Team of ${team.managerName}`}
                  threshold={teams.data.threshold}
                  headingLevel="h4"
                />
              ))}
            </div>
          ))}
      </section>
    </div>
  );
}
