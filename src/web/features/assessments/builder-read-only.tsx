import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentDraft } from '#domain/api/assessments-drafts.ts';
import { questionKindMessages } from '#domain/messages/question-kinds.ts';
import { questionKinds } from '#domain/question-kinds.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { paths } from '#web/paths.ts';
import { AssessmentStatusBadge } from './parts.tsx';

function OptionsLine({ options: list }: { options: readonly string[] }) {
  const options = list.join(' · ');
  return (
    <p className="text-sm text-slate-700">
      <Trans>Options: {options}</Trans>
    </p>
  );
}

/** An assessment that has opened: its questions, fixed, and the way to ask them again in a new wave. */
export function ReadOnlyAssessment({ draft }: { draft: AssessmentDraft }) {
  const { t } = useLingui();
  const { assessment, questions } = draft;
  // A built-in set's next wave starts from the set itself; an assessment with its own questions is copied.
  const nextWave =
    assessment.questionSetId === null
      ? `${paths.createAssessment}?nextWaveOf=${encodeURIComponent(assessment.id)}`
      : paths.createAssessment;
  return (
    <>
      <FormMessage tone="notice">
        <p>{t(questionKindMessages.notADraft)}</p>
      </FormMessage>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <CardTitle as="h2">{assessment.title}</CardTitle>
            <AssessmentStatusBadge status={assessment.status} />
          </div>
          {assessment.description && <CardDescription>{assessment.description}</CardDescription>}
        </CardHeader>
        <CardContent>
          <ol className="flex list-decimal flex-col gap-3 ps-5">
            {questions.map((question) => (
              <li key={question.id}>
                <p className="font-medium">{question.text}</p>
                <p className="text-sm text-slate-700">
                  {t(questionKinds[question.kind].label)} · {question.domainLabel} · {question.required ? t`must be answered` : t`optional`}
                </p>
                {'options' in question && <OptionsLine options={question.options} />}
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Link to={nextWave} className={buttonClasses()}>
          <Trans>Start a new wave</Trans>
        </Link>
        <Link to={paths.dashboard} className={buttonClasses({ variant: 'outline' })}>
          <Trans>Back to the dashboard</Trans>
        </Link>
      </div>
    </>
  );
}
