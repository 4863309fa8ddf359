import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { QUESTION_SET_IDS, type QuestionSetId } from '#domain/question-bank.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { emptyResponses } from './local-release.ts';
import { setTitleIn, useShownLocales } from './shown-wording.ts';
import type { LocalAssessment, Workspace } from './workspace-schema.ts';

export type AssessmentsCardProps = {
  workspace: Workspace;
  onChange: (workspace: Workspace) => void;
  onHandRound: (assessmentId: string) => void;
};

/** A new assessment of a built-in set, titled in the language shown. */
function startAssessment(workspace: Workspace, setId: QuestionSetId, title: string): Workspace {
  const assessment: LocalAssessment = {
    id: crypto.randomUUID(),
    questionSetId: setId,
    title,
    status: 'open',
    openedAt: new Date().toISOString(),
    closedAt: null,
  };
  return {
    ...workspace,
    assessments: [...workspace.assessments, assessment],
    selectedAssessmentId: assessment.id,
    responses: { ...workspace.responses, [assessment.id]: emptyResponses() },
  };
}

/** Assessments from the built-in question sets; each is answered by handing the device round. */
export function AssessmentsCard({ workspace, onChange, onHandRound }: AssessmentsCardProps) {
  const { t } = useLingui();
  const locales = useShownLocales();
  const [setId, setSetId] = useState<QuestionSetId>(workspace.organisation.selectedCategories[0] ?? 'default-assessment');
  const canHandRound = workspace.people.length > 0 && workspace.user.passwordHash !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Assessments</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Start one from the built-in question sets, then hand this device to each person in turn.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={t`Question set`} className="flex-1">
            <Select
              value={setId}
              onChange={(event) => setSetId(event.target.value as QuestionSetId)}
              options={QUESTION_SET_IDS.map((id) => ({ value: id, label: setTitleIn(id, locales) }))}
            />
          </Field>
          <Button onClick={() => onChange(startAssessment(workspace, setId, setTitleIn(setId, locales)))}>
            <Trans>Start assessment</Trans>
          </Button>
        </div>
        <ul className="flex flex-col divide-y divide-slate-200" aria-label={t`Assessments in this workspace`}>
          {workspace.assessments.map((assessment) => (
            <AssessmentLine
              key={assessment.id}
              workspace={workspace}
              assessment={assessment}
              canHandRound={canHandRound}
              onShow={() => onChange({ ...workspace, selectedAssessmentId: assessment.id })}
              onHandRound={() => onHandRound(assessment.id)}
            />
          ))}
        </ul>
        {workspace.people.length === 0 && workspace.assessments.length > 0 && (
          <p className="text-sm text-slate-700">
            <Trans>Add people before handing the device round.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

type AssessmentLineProps = {
  workspace: Workspace;
  assessment: LocalAssessment;
  canHandRound: boolean;
  onShow: () => void;
  onHandRound: () => void;
};

/** One assessment: participation as results may say it (released people, and those waiting for a release of six), and its buttons. */
function AssessmentLine({ workspace, assessment, canHandRound, onShow, onHandRound }: AssessmentLineProps) {
  const { t } = useLingui();
  const { title } = assessment;
  const responses = workspace.responses[assessment.id] ?? emptyResponses();
  const released = responses.publication?.respondents ?? 0;
  const waiting = responses.completedBy.length - released;
  const participation =
    waiting > 0
      ? t`${released} in the results, ${plural(waiting, {
          one: '# waiting until six can be released together',
          other: '# waiting until six can be released together',
        })}`
      : t`${released} in the results`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex flex-col">
        <span className="font-medium text-slate-900">{title}</span>
        <span className="text-sm text-slate-700">{participation}</span>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onShow} aria-pressed={workspace.selectedAssessmentId === assessment.id}>
          <Trans>
            Show results<span className="sr-only"> of {title}</span>
          </Trans>
        </Button>
        <Button size="sm" disabled={!canHandRound} onClick={onHandRound}>
          <Trans>
            Hand the device round<span className="sr-only"> for {title}</span>
          </Trans>
        </Button>
      </div>
    </li>
  );
}
