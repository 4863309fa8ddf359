import { Suspense, useEffect, useId, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { ResultsCard, ResultsOverview } from '#domain/api/results.ts';
import { ResultsCardView } from './results-card-view.tsx';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { isNoOrganisation } from '#web/api-errors.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { userCan, useAuth } from '#web/features/accounts/index.ts';
import { cardTrendText, formatPercent, releasedOnText, trendText } from './format.ts';
import { AnswersWaitingNotice, NotCountedNotice, ReleaseNotice } from './release-notice.tsx';
import { HeatMap } from './heat-map.tsx';
import { isNetPromoter, NetPromoterCard } from './net-promoter-card.tsx';
import { QuestionKindsCard } from './question-kinds-card.tsx';
import { InsightsCard } from './insights.tsx';
import { TeamHeatMapCard } from './team-heat-map-card.tsx';
import { CutsCardOnDemand } from './cuts-card-on-demand.tsx';
import { dashboardMessages } from '#domain/messages.ts';
import { answerImportMessages } from '#domain/messages/alpha.ts';
import { AssessmentLoadFailed, isUnknownAssessment, LoadFailed, PageFrame, StatusBadge } from './parts.tsx';
import { useAssessmentResults, useAssessmentTrends, useFailureToast, useResultsOverview } from './queries.ts';
import { DomainTrendsCard } from './domain-trends-card.tsx';
import { DomainScoreList, DomainScoresCard, EmptyState, OverallScoreStat, StatCard, StatGrid } from './score-parts.tsx';
import { hiddenMessageFor } from './hidden-message.ts';

/**
 * /results-dashboard: a card per assessment of the person's organisation and, for the one in
 * `?assessment=`, its domains, questions (heat map) and insights. Every figure comes from the
 * newest release the server published, behind each assessment's minimum group size; the results list uses
 * its own bands (spec/02 §9).
 */
export function ResultsDashboardPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const selectedId = params.get('assessment') ?? undefined;
  const overview = useResultsOverview('organisation');
  const { toast } = useToast();
  // Belonging to no organisation is no failure: the page shows the way into one instead.
  useFailureToast(overview.errorUpdatedAt, overview.isError && !isNoOrganisation(overview.error), () =>
    toast({ title: t(dashboardMessages.loadFailedTitle), description: t(dashboardMessages.loadFailedText), variant: 'destructive' }),
  );
  const mayExport = userCan(user, 'viewOrganisationData');

  let body;
  if (overview.isPending) body = <LoadingState label={t`Loading results…`} />;
  else if (overview.isError) {
    body = (
      <LoadFailed
        title={t(dashboardMessages.loadFailedTitle)}
        text={t(dashboardMessages.loadFailedText)}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  } else if (overview.data.cards.length === 0) {
    body = <EmptyState title={t(dashboardMessages.noAssessmentTitle)} text={t(dashboardMessages.noAssessmentText)} />;
  } else {
    const { cards } = overview.data;
    body = (
      <>
        <section aria-labelledby="results-assessments-heading" className="flex flex-col gap-4">
          <h2 id="results-assessments-heading" className="text-xl font-semibold">
            <Trans>Assessments</Trans>
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {cards.map((card) => (
              <li key={card.assessment.id} className="flex">
                <ResultsCardView card={card} cards={cards} selected={card.assessment.id === selectedId} />
              </li>
            ))}
          </ul>
          {!selectedId && (
            <p className="text-sm text-slate-700">
              <Trans>Choose View details on an assessment to see its domains, questions and insights.</Trans>
            </p>
          )}
        </section>
        {selectedId && <AssessmentDetail key={selectedId} id={selectedId} cards={cards} />}
      </>
    );
  }

  const organisationName = overview.data?.organisationName;
  const size = smallestGroupSize(overview.data);
  return (
    <PageFrame>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Assessment Results</Trans>
          </h1>
          <p className="text-slate-700">
            {organisationName ? (
              <Trans>
                {organisationName}: aggregated, anonymous results. A figure appears only when at least {size} people are behind it.
              </Trans>
            ) : (
              <Trans>aggregated, anonymous results. A figure appears only when at least {size} people are behind it.</Trans>
            )}
          </p>
        </div>
        {mayExport && (
          <Link to={paths.export} className={buttonClasses({ variant: 'outline' })}>
            <Trans>Export results (CSV or PDF)</Trans>
          </Link>
        )}
      </header>
      {body}
    </PageFrame>
  );
}

/**
 * The size the page's heading can promise for every assessment listed: each keeps its own (decision
 * 0037), so the smallest of theirs and the organisation's setting, for those still to open.
 */
function smallestGroupSize(overview: ResultsOverview | undefined): number {
  if (!overview) return ANONYMITY_THRESHOLD;
  return Math.min(overview.threshold, ...overview.cards.map((card) => card.threshold));
}

function AssessmentDetail({ id, cards }: { id: string; cards: readonly ResultsCard[] }) {
  const { user } = useAuth();
  const results = useAssessmentResults('organisation', id);
  const trends = useAssessmentTrends(id);
  const changes = useMemo(() => {
    const data = trends.data;
    return {
      domains: new Map(data?.domains.map((domain) => [domain.domain, domain.change])),
      questions: new Map(data?.questions.map((question) => [question.questionId, question.change])),
    };
  }, [trends.data]);
  const { toast } = useToast();
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = results.isSuccess;
  useFailureToast(results.errorUpdatedAt, results.isError && !isUnknownAssessment(results.error), () =>
    toast({ title: t(dashboardMessages.loadFailedTitle), description: t(dashboardMessages.loadFailedText), variant: 'destructive' }),
  );
  // Choosing a card moves focus to its details, so keyboard and screen-reader users land there.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  if (results.isPending) return <LoadingState label={t`Loading the assessment's results…`} />;
  if (results.isError) {
    return (
      <AssessmentLoadFailed
        error={results.error}
        back={{ to: paths.resultsDashboard, label: t`Back to all assessments` }}
        title={t(dashboardMessages.loadFailedTitle)}
        text={t(dashboardMessages.loadFailedText)}
        onRetry={() => void results.refetch()}
      />
    );
  }

  const data = results.data;
  const { assessment, threshold } = data;
  const card = cards.find((entry) => entry.assessment.id === id);
  const hiddenMessage = hiddenMessageFor('assessment', data);
  const { title, wave } = assessment;
  const completed = data.completion.completed;
  const activePeople = data.completion.activePeople;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6 border-t border-slate-200 pt-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold tracking-tight focus:outline-none">
            <Trans>
              {title}: wave {wave}
            </Trans>
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <StatusBadge status={assessment.status} />
            <span>{releasedOnText(data.releasedOn)}</span>
          </p>
        </div>
        <Link to={paths.resultsDashboard} className={textLinkClass}>
          <Trans>Close details</Trans>
        </Link>
      </div>

      <StatGrid columns={4}>
        <StatCard label={t`Responses`} value={data.responses} detail={t`In the results`} />
        <StatCard
          label={t`Response rate`}
          value={assessment.importedAnswers ? t(answerImportMessages.answeredLocally) : formatPercent(data.completion.rate)}
          detail={
            assessment.importedAnswers
              ? t(answerImportMessages.participation(data.completion.completed))
              : t`${completed} of ${activePeople} people`
          }
        />
        <OverallScoreStat overall={data.overall} hiddenMessage={hiddenMessage} />
        <StatCard label={t`Trend`} value={<span className="text-base">{card ? cardTrendText(card, cards) : trendText(data.trend)}</span>} />
      </StatGrid>
      <ReleaseNotice nextReleaseAt={data.completion.nextReleaseAt} size={threshold} />
      <AnswersWaitingNotice results={data} />
      <NotCountedNotice completion={data.completion} size={threshold} />

      <DomainScoresCard>
        <DomainScoreList domains={data.domains} hiddenMessage={hiddenMessage} threshold={threshold} changes={changes.domains} />
      </DomainScoresCard>

      <DomainTrendsCard trends={trends.data} error={trends.error} onRetry={() => void trends.refetch()} threshold={threshold} />

      <Card>
        <CardHeader>
          <CardTitle as="h3">
            <Trans>Questions</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Each domain&apos;s questions; a question appears once at least {threshold} people answered it.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <HeatMap cells={data.heatMap} domains={data.domains} threshold={threshold} changes={changes.questions} />
        </CardContent>
      </Card>

      <NetPromoterCard choices={data.choices.filter(isNetPromoter)} trends={trends.data?.netPromoter} threshold={threshold} />

      <QuestionKindsCard choices={data.choices.filter((choice) => !isNetPromoter(choice))} comments={data.comments} threshold={threshold} />

      {/* Only those the teams route admits ask for it; the server still decides which teams they see. */}
      {userCan(user, 'viewOwnTeamData') && (
        <TeamHeatMapCard
          assessmentId={assessment.id}
          organisation={data.domains}
          threshold={threshold}
          netPromoter={data.choices.filter(isNetPromoter)}
        />
      )}
      {userCan(user, 'viewOwnTeamData') && (
        <Suspense fallback={null}>
          <CutsCardOnDemand assessmentId={assessment.id} organisation={data.domains} threshold={threshold} />
        </Suspense>
      )}

      <InsightsCard insights={data.insights} responses={data.responses} threshold={threshold} />
    </section>
  );
}
