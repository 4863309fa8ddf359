import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { AssessmentSummary, Questionnaire } from '#domain/api/assessments.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { api } from '#web/api-client.ts';
import { withTexts } from '#web/i18n/locale.ts';
import { useQuestionnaire, type CompleteAssessmentResponse } from './queries.ts';
import { QuestionFlow } from './question-flow.tsx';

// The states shown instead of the questions, and the thanks after an answer link, come with their
// texts when first shown: the first question's page does without them (bundle budget, decision 0048).
const states = () => withTexts(() => import('./questionnaire-states.tsx'));
const QuestionnaireStateOnDemand = lazy(async () => ({ default: (await states()).QuestionnaireState }));
export const CompletionThanksOnDemand = lazy(async () => ({ default: (await states()).CompletionThanks }));
const SharedActionsOnDemand = lazy(async () => ({ default: (await states()).SharedActionsOnPage }));

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

/** Whether the questions can be answered now: not completed, open (neither closed, scheduled nor paused), and some to answer. */
function isAnswerable({ assessment, questions }: Questionnaire): boolean {
  const waiting = assessment.status === 'closed' || assessment.status === 'scheduled' || assessment.status === 'paused';
  return !assessment.myProgress.completed && !waiting && questions.length > 0;
}

/**
 * One assessment, one question at a time: loads the questions and the person's saved answers,
 * resumes where they stopped, and shows the paused, closed and completed states instead of
 * the questions when answering is not possible.
 */
export function AssessmentQuestionnaire({ assessmentId, submitLabel, onCompleted, onCancel, returnTo }: AssessmentQuestionnaireProps) {
  const { t } = useLingui();
  const query = useQuestionnaire(assessmentId);
  const loading = <LoadingState label={t`Loading the assessment…`} />;

  // Resuming must start from the answers as they are now, never from an older cached copy.
  if (!query.isError && (!query.data || !query.isFetchedAfterMount)) return loading;
  if (query.isError || !isAnswerable(query.data)) {
    return (
      <Suspense fallback={loading}>
        <QuestionnaireStateOnDemand query={query} returnTo={returnTo} />
      </Suspense>
    );
  }
  return (
    <QuestionFlow
      key={query.data.assessment.id}
      questionnaire={query.data}
      submitLabel={submitLabel}
      onCompleted={onCompleted}
      onCancel={onCancel}
    />
  );
}

/**
 * What was done about earlier results (decision 0061), under the questions: the list is fetched
 * after the page renders (the dashboard's query, so each shares the other's answer), and the card
 * and its texts load only when the list holds an action: a first visit without one does not pay
 * for them (the page's 120 kB budget). Not shown to an answering-only session (decision 0056),
 * which may read nothing of the organisation.
 */
export function SharedActionsAfter() {
  const { data } = useQuery({ queryKey: ['action-plans', 'shared'], queryFn: () => api('GET /api/action-plans/shared') });
  return (
    !!data?.plans.length && (
      <Suspense fallback={null}>
        <SharedActionsOnDemand plans={data.plans} />
      </Suspense>
    )
  );
}
