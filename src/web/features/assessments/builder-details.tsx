import type { Dispatch } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const categoryLabels: Record<AssessmentCategory, MessageDescriptor> = {
  leadership: msg({ message: 'Leadership', context: 'assessment category' }),
  communication: msg({ message: 'Communication', context: 'assessment category' }),
  technical: msg({ message: 'Technical', context: 'assessment category' }),
  soft_skills: msg({ message: 'Soft skills', context: 'assessment category' }),
  performance: msg({ message: 'Performance', context: 'assessment category' }),
};

/** The draft's own fields: title, category, description and expected duration. */
export function BuilderDetails({ form, errors, dispatch }: { form: DraftForm; errors: FieldErrors; dispatch: Dispatch<BuilderAction> }) {
  const { t } = useLingui();
  const categoryOptions = ASSESSMENT_CATEGORIES.map((category) => ({ value: category, label: t(categoryLabels[category]) }));
  const set = (field: 'title' | 'category' | 'description' | 'duration') => (event: { target: { value: string } }) =>
    dispatch({ type: 'field', field, value: event.target.value });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Details</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Field label={t`Title`} required hint={t`At most ${ASSESSMENT_TITLE_MAX_LENGTH} characters.`} error={errors.title} id="draft-title">
          <Input value={form.title} maxLength={ASSESSMENT_TITLE_MAX_LENGTH} onChange={set('title')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t`Category`} required error={errors.category} id="draft-category">
            <Select value={form.category} placeholder={t`Choose a category`} options={categoryOptions} onChange={set('category')} />
          </Field>
          <Field
            label={t`Expected duration (minutes)`}
            hint={t`${DURATION_MIN_MINUTES} to ${DURATION_MAX_MINUTES} minutes; ${DURATION_DEFAULT_MINUTES} when it is not a number.`}
            error={errors.durationMinutes}
            id="draft-duration"
          >
            <Input value={form.duration} inputMode="numeric" onChange={set('duration')} />
          </Field>
        </div>
        <Field
          label={t`Description`}
          hint={t`Optional. At most ${ASSESSMENT_DESCRIPTION_MAX_LENGTH} characters.`}
          error={errors.description}
          id="draft-description"
        >
          <Textarea value={form.description} maxLength={ASSESSMENT_DESCRIPTION_MAX_LENGTH} onChange={set('description')} />
        </Field>
      </CardContent>
    </Card>
  );
}
