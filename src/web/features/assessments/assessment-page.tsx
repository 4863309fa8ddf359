import { useNavigate, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { assessmentMessages } from '#domain/messages/assessments.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { AssessmentQuestionnaire } from './questionnaire.tsx';

/** /assessment/:id: answer one assessment, one question at a time; afterwards the dashboard. */
export function AssessmentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useLingui();

  return (
    <AssessmentQuestionnaire
      key={id}
      assessmentId={id}
      submitLabel={t`Complete Assessment`}
      onCompleted={() => {
        toast({
          title: t(assessmentMessages.completeTitle),
          description: t`Thank you for taking part. Your answers are stored anonymously.`,
          variant: 'success',
        });
        void navigate(paths.dashboard);
      }}
    />
  );
}
