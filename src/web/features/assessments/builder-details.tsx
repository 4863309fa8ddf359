import type { Dispatch } from 'react';
import { ASSESSMENT_DESCRIPTION_MAX_LENGTH, ASSESSMENT_TITLE_MAX_LENGTH } from '#domain/api/assessments.ts';
import {
  ASSESSMENT_CATEGORIES,
  DURATION_DEFAULT_MINUTES,
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  type AssessmentCategory,
} from '#domain/api/assessments-drafts.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { DraftForm, FieldErrors } from './builder-model.ts';
import type { BuilderAction } from './builder-state.ts';

export const categoryLabels: Record<AssessmentCategory, string> = {
  leadership: 'Leadership',
  communication: 'Communication',
  technical: 'Technical',
  soft_skills: 'Soft skills',
  performance: 'Performance',
};
const categoryOptions = ASSESSMENT_CATEGORIES.map((category) => ({ value: category, label: categoryLabels[category] }));

/** The draft's own fields: title, category, description and expected duration. */
export function BuilderDetails({ form, errors, dispatch }: { form: DraftForm; errors: FieldErrors; dispatch: Dispatch<BuilderAction> }) {
  const set = (field: 'title' | 'category' | 'description' | 'duration') => (event: { target: { value: string } }) =>
    dispatch({ type: 'field', field, value: event.target.value });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Details</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label="Title" required hint={`At most ${ASSESSMENT_TITLE_MAX_LENGTH} characters.`} error={errors.title} id="draft-title">
          <Input value={form.title} maxLength={ASSESSMENT_TITLE_MAX_LENGTH} onChange={set('title')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Category" required error={errors.category} id="draft-category">
            <Select value={form.category} placeholder="Choose a category" options={categoryOptions} onChange={set('category')} />
          </Field>
          <Field
            label="Expected duration (minutes)"
            hint={`${DURATION_MIN_MINUTES} to ${DURATION_MAX_MINUTES} minutes; ${DURATION_DEFAULT_MINUTES} when it is not a number.`}
            error={errors.durationMinutes}
            id="draft-duration"
          >
            <Input value={form.duration} inputMode="numeric" onChange={set('duration')} />
          </Field>
        </div>
        <Field
          label="Description"
          hint={`Optional. At most ${ASSESSMENT_DESCRIPTION_MAX_LENGTH} characters.`}
          error={errors.description}
          id="draft-description"
        >
          <Textarea value={form.description} maxLength={ASSESSMENT_DESCRIPTION_MAX_LENGTH} onChange={set('description')} />
        </Field>
      </CardContent>
    </Card>
  );
}
