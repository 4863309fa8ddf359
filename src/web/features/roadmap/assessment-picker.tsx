import { useSearchParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AssessmentStatus } from '#domain/api/assessments.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useAssessmentChoices } from './queries.ts';
import { assessmentHeading } from '#domain/assessment-name.ts';

const statusWord: Record<AssessmentStatus, MessageDescriptor> = {
  draft: msg({ message: 'draft', context: 'assessment status' }),
  scheduled: msg({ message: 'scheduled', context: 'assessment status' }),
  open: msg({ message: 'open', context: 'assessment status' }),
  paused: msg({ message: 'paused', context: 'assessment status' }),
  closed: msg({ message: 'closed', context: 'assessment status' }),
};

const purposeHints = {
  roadmap: msg`Choose which assessment the roadmap is for.`,
  export: msg`Choose which assessment the export is for.`,
} as const;

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
  /** What the choice is for, said in the hint: the roadmap or the export. */
  purpose: keyof typeof purposeHints;
}

/**
 * A choice of assessment, shown only when the organisation has several. If the list cannot be
 * read the page still shows the server's pick, so a failure here says nothing.
 */
export function AssessmentPicker({ currentId, onChange, purpose }: AssessmentPickerProps) {
  const choices = useAssessmentChoices();
  const { t } = useLingui();
  const assessments = choices.data ?? [];
  if (assessments.length < 2) return null;
  const known = assessments.some((assessment) => assessment.id === currentId);
  return (
    <Field label={t`Assessment`} hint={t(purposeHints[purpose])} className="max-w-md">
      <Select
        name="assessment"
        value={known ? currentId : ''}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
        placeholder={known ? undefined : t`Choose an assessment`}
        options={assessments.map((assessment) => {
          const heading = t(assessmentHeading(assessment));
          const status = t(statusWord[assessment.status]);
          return { value: assessment.id, label: t`${heading} · ${status}` };
        })}
      />
    </Field>
  );
}
