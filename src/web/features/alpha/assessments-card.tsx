import { useState } from 'react';
import { QUESTION_SET_IDS, getQuestionSet, type QuestionSetId } from '#domain/question-bank.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { emptyResponses } from './local-release.ts';
import type { LocalAssessment, Workspace } from './workspace-schema.ts';

export type AssessmentsCardProps = {
  workspace: Workspace;
  onChange: (workspace: Workspace) => void;
  onHandRound: (assessmentId: string) => void;
};

function startAssessment(workspace: Workspace, setId: QuestionSetId): Workspace {
  const assessment: LocalAssessment = {
    id: crypto.randomUUID(),
    questionSetId: setId,
    title: getQuestionSet(setId).title,
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

/** Participation as results may say it: released people, and those waiting for a release of six. */
function participationText(workspace: Workspace, assessment: LocalAssessment): string {
  const responses = workspace.responses[assessment.id] ?? emptyResponses();
  const released = responses.publication?.respondents ?? 0;
  const waiting = responses.completedBy.length - released;
  return `${released} in the results${waiting > 0 ? `, ${waiting} waiting until six can be released together` : ''}`;
}

/** Assessments from the built-in question sets; each is answered by handing the device round. */
export function AssessmentsCard({ workspace, onChange, onHandRound }: AssessmentsCardProps) {
  const [setId, setSetId] = useState<QuestionSetId>(workspace.organisation.selectedCategories[0] ?? 'default-assessment');
  const canHandRound = workspace.people.length > 0 && workspace.user.passwordHash !== null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assessments</CardTitle>
        <CardDescription>Start one from the built-in question sets, then hand this device to each person in turn.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Question set" className="flex-1">
            <Select
              value={setId}
              onChange={(event) => setSetId(event.target.value as QuestionSetId)}
              options={QUESTION_SET_IDS.map((id) => ({ value: id, label: getQuestionSet(id).title }))}
            />
          </Field>
          <Button onClick={() => onChange(startAssessment(workspace, setId))}>Start assessment</Button>
        </div>
        <ul className="flex flex-col divide-y divide-slate-200" aria-label="Assessments in this workspace">
          {workspace.assessments.map((assessment) => (
            <li key={assessment.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex flex-col">
                <span className="font-medium text-slate-900">{assessment.title}</span>
                <span className="text-sm text-slate-700">{participationText(workspace, assessment)}</span>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onChange({ ...workspace, selectedAssessmentId: assessment.id })}
                  aria-pressed={workspace.selectedAssessmentId === assessment.id}
                >
                  Show results<span className="sr-only"> of {assessment.title}</span>
                </Button>
                <Button size="sm" disabled={!canHandRound} onClick={() => onHandRound(assessment.id)}>
                  Hand the device round<span className="sr-only"> for {assessment.title}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        {workspace.people.length === 0 && workspace.assessments.length > 0 && (
          <p className="text-sm text-slate-700">Add people before handing the device round.</p>
        )}
      </CardContent>
    </Card>
  );
}
