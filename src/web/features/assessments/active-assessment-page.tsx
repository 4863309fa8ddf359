import { Link, Navigate } from 'react-router';
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
  return (
    <StateCard
      title={assessmentMessages.noActiveTitle}
      description={assessmentMessages.noActiveText}
      actions={
        <Link to={paths.dashboard} className={buttonClasses()}>
          Return to Dashboard
        </Link>
      }
    />
  );
}

/** /assessment: the organisation's open assessment; a choice when several are open; or none. */
export function ActiveAssessmentPage() {
  const list = useRespondentAssessments();

  if (list.isPending) return <LoadingState label="Looking for your organisation's assessment…" />;
  if (list.isError) {
    return (
      <StateCard title="Error loading assessment" actions={<Button onClick={() => void list.refetch()}>Try again</Button>}>
        <FormMessage tone="error">{errorMessage(list.error, 'The assessments could not be loaded. Please try again.')}</FormMessage>
      </StateCard>
    );
  }

  const open = list.data.filter(isOpen);
  const [only] = open;
  if (open.length === 1 && only) return <Navigate to={assessmentPath(only.id)} replace />;
  if (open.length === 0) return <NoActiveAssessment />;

  return (
    <PageShell>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Choose an assessment</h1>
        <p className="text-slate-700">Your organisation has {open.length} assessments open. Choose the one to answer.</p>
      </div>
      <AssessmentList assessments={open} linkTo={(assessment) => assessmentPath(assessment.id)} headingLevel="h2" />
    </PageShell>
  );
}
