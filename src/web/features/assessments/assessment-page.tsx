import { Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useAuth } from '#web/features/accounts/index.ts';
import { paths } from '#web/paths.ts';
import { AssessmentQuestionnaire, CompletionThanksOnDemand, SharedActionsAfter } from './questionnaire.tsx';

/**
 * /assessment/:id: answer one assessment, one question at a time; afterwards the dashboard, or,
 * for someone who came from an e-mailed answer link (a session for answering only, decision 0056,
 * whose dashboard would ask them to sign in), a thank-you here.
 */
export function AssessmentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { answeringOnly } = useAuth();
  const { t } = useLingui();
  const [completedTitle, setCompletedTitle] = useState<string | null>(null);

  if (completedTitle !== null) {
    return (
      <Suspense fallback={<LoadingState label={t(assessmentMessages.completeTitle)} />}>
        <CompletionThanksOnDemand title={completedTitle} />
      </Suspense>
    );
  }
  return (
    <>
      <AssessmentQuestionnaire
        key={id}
        assessmentId={id}
        submitLabel={t`Complete Assessment`}
        onCompleted={(_result, assessment) => {
          if (answeringOnly) return setCompletedTitle(assessment.title);
          toast({
            title: t(assessmentMessages.completeTitle),
            description: t`Thank you for taking part. Your answers are stored anonymously.`,
            variant: 'success',
          });
          void navigate(paths.dashboard);
        }}
      />
      {answeringOnly || <SharedActionsAfter />}
    </>
  );
}
