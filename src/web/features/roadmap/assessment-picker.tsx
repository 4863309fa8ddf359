import { useSearchParams } from 'react-router';
import type { AssessmentStatus } from '#domain/api/assessments.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useAssessmentChoices } from './queries.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';

const statusWord: Record<AssessmentStatus, string> = {
  draft: 'draft',
  scheduled: 'scheduled',
  open: 'open',
  paused: 'paused',
  closed: 'closed',
};

/** The assessment chosen in `?assessment=`; undefined lets the server pick (the newest with results). */
export function useChosenAssessment(): [string | undefined, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('assessment') ?? undefined;
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('assessment', id);
        return next;
      },
      { replace: true },
    );
  return [chosen || undefined, choose];
}

export interface AssessmentPickerProps {
  /** The assessment the page shows now (the chosen one, or the server's pick). */
  currentId: string | undefined;
  onChange: (id: string) => void;
  /** What the choice is for, said in the hint: "the roadmap", "the export". */
  purpose: string;
}

/**
 * A choice of assessment, shown only when the organisation has several. If the list cannot be
 * read the page still shows the server's pick, so a failure here says nothing.
 */
export function AssessmentPicker({ currentId, onChange, purpose }: AssessmentPickerProps) {
  const choices = useAssessmentChoices();
  const assessments = choices.data ?? [];
  if (assessments.length < 2) return null;
  const known = assessments.some((assessment) => assessment.id === currentId);
  return (
    <Field label="Assessment" hint={`Choose which assessment ${purpose} is for.`} className="max-w-md">
      <Select
        name="assessment"
        value={known ? currentId : ''}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
        placeholder={known ? undefined : 'Choose an assessment'}
        options={assessments.map((assessment) => ({
          value: assessment.id,
          label: `${assessmentHeading(assessment)} · ${statusWord[assessment.status]}`,
        }))}
      />
    </Field>
  );
}
