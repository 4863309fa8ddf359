import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { FacilitatorUnlock } from './facilitator-unlock.tsx';
import { emptyResponses, recordCompletion } from './local-release.ts';
import { LocalQuestionnaire } from './local-questionnaire.tsx';
import type { LocalAssessment, Workspace } from './workspace-schema.ts';

export type HandRoundViewProps = {
  workspace: Workspace;
  assessment: LocalAssessment;
  onChange: (workspace: Workspace) => void;
  onFinish: () => void;
};

/**
 * The device going round: each person picks their address, answers, and hands it on. Only the
 * facilitator's password leads back to the workspace, so nobody answers twice or for another.
 */
export function HandRoundView({ workspace, assessment, onChange, onFinish }: HandRoundViewProps) {
  const { t } = useLingui();
  const [answering, setAnswering] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const responses = workspace.responses[assessment.id] ?? emptyResponses();
  const waitingFor = workspace.people.filter((person) => !responses.completedBy.includes(person.id));

  if (answering) {
    return (
      <LocalQuestionnaire
        setId={assessment.questionSetId}
        onCancel={() => setAnswering(null)}
        onComplete={(sheet) => {
          const today = new Date().toISOString().slice(0, 10);
          onChange({
            ...workspace,
            responses: {
              ...workspace.responses,
              [assessment.id]: recordCompletion(assessment.questionSetId, responses, answering, sheet, today),
            },
          });
          setAnswering(null);
          setThanked(true);
        }}
      />
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{assessment.title}</CardTitle>
        <CardDescription>
          <Trans>
            Choose your email address to answer. Your answers are kept apart from your name and shown only as part of six or more.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {thanked && (
          <FormMessage tone="success">
            <Trans>Assessment Complete! Thank you. Please hand the device to the next person.</Trans>
          </FormMessage>
        )}
        {waitingFor.length === 0 ? (
          <p className="text-sm text-slate-800">
            <Trans>Everyone has answered. Hand the device back to the facilitator.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t`People still to answer`}>
            {waitingFor.map(({ id, email }) => (
              <li key={id}>
                <Button
                  variant="outline"
                  className="w-full justify-start"
                  onClick={() => {
                    setThanked(false);
                    setAnswering(id);
                  }}
                >
                  {t`Answer as ${email}`}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FacilitatorUnlock passwordHash={workspace.user.passwordHash} onUnlocked={onFinish} />
      </CardContent>
    </Card>
  );
}
