import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { AssessmentList } from './assessment-list.tsx';
import { isInProgress, PageShell, StateCard } from './parts.tsx';
import { AssessmentQuestionnaire } from './questionnaire.tsx';
import { isOpen, useRespondentAssessments } from './queries.ts';

/** Spec/02 §9: after the thank-you screen, the results follow after 2 s. */
export const RESULTS_REDIRECT_DELAY_MS = 2000;

/** The search parameter that selects an assessment to answer on the overview's own URL. */
const SELECTED = 'assessment';

const selectedLink = (pathname: string, id: string) => `${pathname}?${new URLSearchParams({ [SELECTED]: id }).toString()}`;

/**
 * /assessments/anonymous and /assessment-selection: the person's assessments, grouped; with
 * ?assessment=<id>, that assessment one question at a time, then a thank-you and the results.
 */
export function AnonymousAssessmentsPage() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [finished, setFinished] = useState<AssessmentSummary | null>(null);
  const { t } = useLingui();
  const selected = searchParams.get(SELECTED);

  if (finished) return <ThankYou assessment={finished} />;
  if (selected) {
    return (
      <AssessmentQuestionnaire
        key={selected}
        assessmentId={selected}
        submitLabel={t`Submit Anonymously`}
        onCompleted={(_result, assessment) => setFinished(assessment)}
        onCancel={() => void navigate(pathname)}
        returnTo={{ to: pathname, label: t`Back to assessments` }}
      />
    );
  }
  return <AssessmentOverview pathname={pathname} />;
}

/** The overview's groups, in the order shown. */
const groupTitles = {
  'not-started': msg`Open: not started`,
  'in-progress': msg`Open: in progress`,
  completed: msg({ message: 'Completed', context: 'assessment group' }),
  'not-running': msg`Not running (paused or closed)`,
} as const;

function AssessmentOverview({ pathname }: { pathname: string }) {
  const list = useRespondentAssessments();
  const { t, i18n } = useLingui();

  let body;
  // The smallest size among the assessments listed: the promise holds for each of them (decision 0037).
  const groupSize =
    list.data && list.data.length > 0 ? Math.min(...list.data.map((assessment) => assessment.minimumGroupSize)) : ANONYMITY_THRESHOLD;
  if (list.isPending) body = <LoadingState label={t`Loading your assessments…`} />;
  else if (list.isError) {
    body = <LoadFailedMessage title={t`Error loading assessments`} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-6">
        <h2 className="text-lg font-semibold">{t(assessmentMessages.noActiveTitle)}</h2>
        <p className="text-slate-700">{t(assessmentMessages.noActiveText)}</p>
        <Link to={paths.dashboard} className={buttonClasses({ variant: 'outline' })}>
          <Trans>Return to Dashboard</Trans>
        </Link>
      </div>
    );
  } else {
    const all = list.data;
    const completed = all.filter((assessment) => assessment.myProgress.completed);
    const pending = all.filter((assessment) => !assessment.myProgress.completed);
    const open = pending.filter(isOpen);
    const groups = [
      { key: 'not-started', items: open.filter((assessment) => !isInProgress(assessment)) },
      { key: 'in-progress', items: open.filter(isInProgress) },
      { key: 'completed', items: completed },
      { key: 'not-running', items: pending.filter((assessment) => !isOpen(assessment)) },
    ] as const;
    body = (
      <>
        {open.length === 0 && (
          <FormMessage tone="notice">
            <p className="font-semibold">{t(assessmentMessages.noActiveTitle)}</p>
            <p>{t(assessmentMessages.noActiveText)}</p>
          </FormMessage>
        )}
        {groups
          .filter((group) => group.items.length > 0)
          .map((group) => (
            <section key={group.key} aria-labelledby={`assessment-group-${group.key}`} className="flex flex-col gap-3">
              <h2 id={`assessment-group-${group.key}`} className="text-xl font-semibold">
                {t(groupTitles[group.key])} <span className="font-normal text-slate-700">({i18n.number(group.items.length)})</span>
              </h2>
              <AssessmentList assessments={group.items} linkTo={(assessment) => selectedLink(pathname, assessment.id)} />
            </section>
          ))}
      </>
    );
  }

  return (
    <PageShell>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Anonymous Workplace Assessments</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            Short agree-or-disagree statements about your workplace. Your answers are stored without your name, and results are only ever
            shown for groups of at least {groupSize} people.
          </Trans>
        </p>
      </div>
      {body}
    </PageShell>
  );
}

function ThankYou({ assessment }: { assessment: AssessmentSummary }) {
  const navigate = useNavigate();
  const { t } = useLingui();
  const title = assessment.title;
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.resultsDashboard), RESULTS_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <StateCard title={t`Thank you!`} description={t`Your answers to "${title}" have been submitted anonymously.`}>
      <p role="status" className="text-slate-700">
        <Trans>
          Taking you to the results in a moment…{' '}
          <Link to={paths.resultsDashboard} className={textLinkClass}>
            Go to the results now
          </Link>
        </Trans>
      </p>
    </StateCard>
  );
}

/** /employee-assessment: the selected assessment (?assessment=<id>), the only open one, or the overview. */
export function EmployeeAssessmentPage() {
  const [searchParams] = useSearchParams();
  const selected = searchParams.get(SELECTED);
  const list = useRespondentAssessments();
  const { t } = useLingui();

  if (selected) return <Navigate to={selectedLink(paths.anonymousAssessments, selected)} replace />;
  if (list.isPending) return <LoadingState label={t`Loading your assessment…`} />;
  const waiting = list.data?.filter((assessment) => isOpen(assessment) && !assessment.myProgress.completed) ?? [];
  const [only] = waiting;
  if (waiting.length === 1 && only) return <Navigate to={selectedLink(paths.anonymousAssessments, only.id)} replace />;
  return <Navigate to={paths.anonymousAssessments} replace />;
}
