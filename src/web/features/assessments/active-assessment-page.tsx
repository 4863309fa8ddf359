import { Link, Navigate } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { assessmentPath, paths } from '#web/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { AssessmentList } from './assessment-list.tsx';
import { PageShell, StateCard } from './parts.tsx';
import { isOpen, useRespondentAssessments } from './queries.ts';

export function NoActiveAssessment() {
  const { t } = useLingui();
  return (
    <StateCard
      title={t(assessmentMessages.noActiveTitle)}
      description={t(assessmentMessages.noActiveText)}
      actions={
        <Link to={paths.dashboard} className={buttonClasses()}>
          <Trans>Return to Dashboard</Trans>
        </Link>
      }
    />
  );
}

/** /assessment: the organisation's open assessment; a choice when several are open; or none. */
export function ActiveAssessmentPage() {
  const list = useRespondentAssessments();
  const { t } = useLingui();

  if (list.isPending) return <LoadingState label={t`Looking for your organisation's assessment…`} />;
  if (list.isError) {
    return (
      <StateCard
        title={t`Error loading assessment`}
        actions={
          <Button onClick={() => void list.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <FormMessage tone="error">{errorMessage(list.error, t`The assessments could not be loaded. Please try again.`)}</FormMessage>
      </StateCard>
    );
  }

  const open = list.data.filter(isOpen);
  const [only] = open;
  if (open.length === 1 && only) return <Navigate to={assessmentPath(only.id)} replace />;
  if (open.length === 0) return <NoActiveAssessment />;
  const count = open.length;

  return (
    <PageShell>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Choose an assessment</Trans>
        </h1>
        <p className="text-slate-700">
          <Plural
            value={count}
            one="Your organisation has # assessment open. Choose the one to answer."
            other="Your organisation has # assessments open. Choose the one to answer."
          />
        </p>
      </div>
      <AssessmentList assessments={open} linkTo={(assessment) => assessmentPath(assessment.id)} headingLevel="h2" />
    </PageShell>
  );
}
