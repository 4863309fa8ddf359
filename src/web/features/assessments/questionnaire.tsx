import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { ApiError } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { paths } from '#web/paths.ts';
import { StateCard } from './parts.tsx';
import { useQuestionnaire, type CompleteAssessmentResponse } from './queries.ts';
import { QuestionFlow } from './question-flow.tsx';

export interface AssessmentQuestionnaireProps {
  assessmentId: string;
  /** The last question's button: 'Complete Assessment' or 'Submit Anonymously'. */
  submitLabel: string;
  /** Runs once the assessment is completed (after the server confirmed it). */
  onCompleted: (result: CompleteAssessmentResponse, assessment: AssessmentSummary) => void;
  /** When given, the first question offers Cancel, which calls this (e.g. back to an overview). */
  onCancel?: () => void;
  /** Where the non-answering states (paused, closed, completed, not found) lead back to (default: the dashboard). */
  returnTo?: { to: string; label: string };
}

/**
 * One assessment, one question at a time: loads the questions and the person's saved answers,
 * resumes where they stopped, and shows the paused, closed and completed states instead of
 * the questions when answering is not possible.
 */
export function AssessmentQuestionnaire({ assessmentId, submitLabel, onCompleted, onCancel, returnTo }: AssessmentQuestionnaireProps) {
  const { t } = useLingui();
  const query = useQuestionnaire(assessmentId);
  const returnLink = (
    <Link to={returnTo?.to ?? paths.dashboard} className={buttonClasses({ variant: 'outline' })}>
      {returnTo?.label ?? t`Return to Dashboard`}
    </Link>
  );

  if (query.isError) {
    if (
      query.error instanceof ApiError &&
      (query.error.status === 404 || query.error.code === 'bad_request' || query.error.code === 'validation_failed')
    ) {
      return (
        <StateCard
          title={t`Assessment not found`}
          description={t`This assessment does not exist or is not part of your organisation.`}
          actions={returnLink}
        />
      );
    }
    return (
      <StateCard
        title={t`Error loading assessment`}
        actions={
          <>
            <Button onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
            {returnLink}
          </>
        }
      >
        <FormMessage tone="error">{errorMessage(query.error, t`The assessment could not be loaded. Please try again.`)}</FormMessage>
      </StateCard>
    );
  }
  // Resuming must start from the answers as they are now, never from an older cached copy.
  if (!query.data || !query.isFetchedAfterMount) return <LoadingState label={t`Loading the assessment…`} />;

  const questionnaire = query.data;
  const { assessment } = questionnaire;
  const savedCount = Object.keys(questionnaire.answers).length;
  const questionCount = questionnaire.questions.length;

  if (assessment.myProgress.completed) {
    return (
      <StateCard title={t`You have completed this assessment`} description={assessment.title} actions={returnLink}>
        <p className="text-slate-700">
          <Trans>Thank you for taking part. Answers cannot be changed after completion.</Trans>
        </p>
      </StateCard>
    );
  }
  // Only those who manage assessments reach a scheduled one; nobody answers it before it opens.
  if (assessment.status === 'closed' || assessment.status === 'scheduled') {
    return (
      <StateCard title={assessment.title} actions={returnLink}>
        <FormMessage tone="notice">
          {t(assessment.status === 'closed' ? assessmentMessages.closed : assessmentMessages.notYetOpen)}
        </FormMessage>
      </StateCard>
    );
  }
  if (assessment.status === 'paused') {
    return (
      <StateCard
        title={assessment.title}
        actions={
          <>
            <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
              <Trans>Check again</Trans>
            </Button>
            {returnLink}
          </>
        }
      >
        <FormMessage tone="notice">{t(assessmentMessages.paused)}</FormMessage>
        <p className="text-slate-700">
          <Trans>
            {savedCount} of {questionCount} questions answered and saved so far.
          </Trans>
        </p>
      </StateCard>
    );
  }
  if (questionnaire.questions.length === 0) {
    return <StateCard title={assessment.title} description={t`This assessment has no questions yet.`} actions={returnLink} />;
  }
  return (
    <QuestionFlow
      key={assessment.id}
      questionnaire={questionnaire}
      submitLabel={submitLabel}
      onCompleted={onCompleted}
      onCancel={onCancel}
    />
  );
}
