import { useId } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/api-client.ts';
import { paths, resultsDashboardPath } from '#web/paths.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import {
  currentCard,
  DomainScoreList,
  DomainScoresCard,
  EmptyState,
  formatDay,
  formatPercent,
  LoadFailed,
  NotCountedNotice,
  OverallScoreStat,
  ReleaseNotice,
  StatCard,
  StatGrid,
  StatusBadge,
  useAssessmentResults,
  useFailureToast,
  useResultsOverview,
  type ResultsSource,
} from '#web/features/results/index.ts';
import { dashboardMessages, type AnonymityContext } from '#domain/messages.ts';
import { hiddenMessageFor } from '#web/features/results/index.ts';

/** Who is looking: decides the wording of the anonymity message and whether there are links. */
export type OverviewAudience = 'admin' | 'member' | 'demo';

const hiddenContext: Record<OverviewAudience, AnonymityContext> = {
  // "Invite at least 6 people…": the admin is the one who can invite.
  admin: 'dashboard',
  member: 'default',
  demo: 'default',
};

/**
 * The organisation's current assessment (the newest open one, else the newest) as stat cards
 * and domain score bars. The demo audience gets the same figures with nothing to act on.
 */
export function OrganisationOverview({ source, audience }: { source: ResultsSource; audience: OverviewAudience }) {
  const { t } = useLingui();
  const headingId = useId();
  const overview = useResultsOverview(source);
  const card = overview.data ? currentCard(overview.data.cards) : undefined;
  const detail = useAssessmentResults(source, card?.assessment.id);
  const { toast } = useToast();
  const showLoadFailure = () =>
    toast({ title: t(dashboardMessages.loadFailedTitle), description: t(dashboardMessages.loadFailedText), variant: 'destructive' });
  // No demo on this installation is not a failure: it is said in place.
  useFailureToast(overview.errorUpdatedAt, overview.isError && !(source === 'demo' && isNotFound(overview.error)), showLoadFailure);
  useFailureToast(detail.errorUpdatedAt, detail.isError, showLoadFailure);

  if (overview.isPending) return <LoadingState label={t`Loading dashboard data…`} />;
  if (overview.isError) {
    if (source === 'demo' && isNotFound(overview.error)) {
      return (
        <EmptyState
          title={t`No demo organisation`}
          text={t`This installation has no demo organisation. Sign in to see your own organisation's results.`}
        />
      );
    }
    return (
      <LoadFailed
        title={t(dashboardMessages.loadFailedTitle)}
        text={t(dashboardMessages.loadFailedText)}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  if (!card) return <EmptyState title={t(dashboardMessages.noAssessmentTitle)} text={t(dashboardMessages.noAssessmentText)} />;

  const { assessment, completion, overall } = card;
  // The card's own size: the overview's is the organisation's setting, for assessments still to open.
  const threshold = card.threshold;
  const hiddenMessage = hiddenMessageFor(hiddenContext[audience], { ...card, threshold });
  // The release day is only on the assessment's detail, which loads after the card.
  let releasedOn: string;
  if (detail.isPending) releasedOn = t`Loading…`;
  else if (detail.isError) releasedOn = t`Not available`;
  else releasedOn = formatDay(detail.data.releasedOn) ?? t`No release yet`;
  const { title, wave } = assessment;
  const { completed, activePeople } = completion;
  const inResults = completion.completed - completion.notCounted;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-xl font-semibold">
            {assessment.title}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <StatusBadge status={assessment.status} />
            <span>
              <Trans>Wave {wave}</Trans>
            </span>
          </p>
        </div>
        {audience !== 'demo' && (
          <Link to={resultsDashboardPath(assessment.id)} className={textLinkClass}>
            <Trans>
              See the full results <span className="sr-only">of {title}</span>
            </Trans>
          </Link>
        )}
      </div>
      <StatGrid>
        <StatCard label={t`People`} value={completion.activePeople} detail={t`Active people in the organisation`} />
        {/* After a close the count is everyone who completed, and some may not be in the results (decision 0044). */}
        <StatCard
          label={t`Completed`}
          value={completion.completed}
          detail={completion.notCounted > 0 ? t`${inResults} of them in the results` : t`Answers in the results`}
        />
        <StatCard label={t`Completion rate`} value={formatPercent(completion.rate)} detail={t`${completed} of ${activePeople} people`} />
        <OverallScoreStat overall={overall} hiddenMessage={hiddenMessage} />
        <StatCard label={t`Results as of`} value={<span className="text-base">{releasedOn}</span>} />
      </StatGrid>
      <ReleaseNotice nextReleaseAt={completion.nextReleaseAt} size={threshold} />
      <NotCountedNotice completion={completion} size={threshold} />
      <DomainScoresCard>
        {detail.isPending && <LoadingState label={t`Loading domain scores…`} />}
        {detail.isError && (
          <LoadFailed
            title={t(dashboardMessages.loadFailedTitle)}
            text={t(dashboardMessages.loadFailedText)}
            error={detail.error}
            onRetry={() => void detail.refetch()}
          />
        )}
        {detail.isSuccess && <DomainScoreList domains={detail.data.domains} hiddenMessage={hiddenMessage} threshold={threshold} />}
      </DomainScoresCard>
      {audience === 'admin' && (
        <p className="text-sm text-slate-700">
          <Trans>
            Questions, insights and trends are on the{' '}
            <Link to={paths.resultsDashboard} className={textLinkClass}>
              results page
            </Link>
            ; team views are under Analytics on the{' '}
            <Link to={paths.adminDashboard} className={textLinkClass}>
              admin dashboard
            </Link>
            .
          </Trans>
        </p>
      )}
    </section>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
