import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PULSE_MAX_OPEN_DAYS, type PulseCadence } from '#domain/pulse.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage, fieldErrorsOf } from '#web/api-errors.ts';
import { paths } from '#web/paths.ts';
import { useCreatePulseProgramme, useTemplateChoices } from './queries.ts';

/** A whole number typed in a field, or NaN (which the server refuses with the field's own text). */
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Sets a programme up: a title, the assessment whose questions it asks (built with the builder),
 * how often, how long each run stays open, how many questions a run asks, and when the first run
 * opens (now when left empty).
 */
export function PulseForm() {
  const { t } = useLingui();
  const { toast } = useToast();
  const create = useCreatePulseProgramme();
  const templates = useTemplateChoices();
  const [title, setTitle] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [cadence, setCadence] = useState<PulseCadence>('monthly');
  const [openDays, setOpenDays] = useState('7');
  const [rotation, setRotation] = useState('');
  const [firstRunAt, setFirstRunAt] = useState('');
  const errors = fieldErrorsOf(create.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      {
        title,
        templateAssessmentId: templateId,
        cadence,
        openDays: wholeNumber(openDays),
        rotationSize: rotation.trim() === '' ? null : wholeNumber(rotation),
        firstRunAt: (firstRunAt === '' ? new Date() : new Date(firstRunAt)).toISOString(),
      },
      {
        onSuccess: (programme) => {
          const name = programme.title;
          toast({ title: t`Pulse programme set up`, description: t`“${name}” runs on its own from now on.`, variant: 'success' });
          setTitle('');
          setFirstRunAt('');
        },
        onError: (error) =>
          toast({
            title: t`The pulse programme was not set up`,
            description: errorMessage(error, t`Could not save the programme. Please try again.`),
            variant: 'destructive',
          }),
      },
    );
  }

  const maxDays = PULSE_MAX_OPEN_DAYS[cadence];
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label={t`Title`} required error={errors.title}>
        <Input value={title} maxLength={150} onChange={(event) => setTitle(event.target.value)} />
      </Field>
      <Field
        label={t`Questions`}
        required
        hint={
          <Trans>
            The questions of an assessment with questions of its own, copied once.{' '}
            <Link to={`${paths.createAssessment}?from=blank`} className={textLinkClass}>
              Write them in the builder
            </Link>{' '}
            and save them as a draft.
          </Trans>
        }
        error={errors.templateAssessmentId}
      >
        <Select
          value={templateId}
          placeholder={t`Choose an assessment`}
          onChange={(event) => setTemplateId(event.target.value)}
          options={(templates.data ?? []).map((assessment) => ({ value: assessment.id, label: assessment.title }))}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t`How often`} required error={errors.cadence}>
          <Select
            value={cadence}
            onChange={(event) => setCadence(event.target.value === 'quarterly' ? 'quarterly' : 'monthly')}
            options={[
              { value: 'monthly', label: t`Every month` },
              { value: 'quarterly', label: t`Every quarter` },
            ]}
          />
        </Field>
        <Field label={t`Days each run stays open`} required hint={t`From 1 to ${maxDays}.`} error={errors.openDays}>
          <Input type="number" min={1} max={maxDays} value={openDays} onChange={(event) => setOpenDays(event.target.value)} />
        </Field>
        <Field label={t`Questions per run`} hint={t`Leave empty to ask every question each run.`} error={errors.rotationSize}>
          <Input type="number" min={1} value={rotation} onChange={(event) => setRotation(event.target.value)} />
        </Field>
      </div>
      <Field label={t`First run opens`} hint={t`Leave empty to open the first run now.`} error={errors.firstRunAt}>
        <Input type="datetime-local" value={firstRunAt} onChange={(event) => setFirstRunAt(event.target.value)} />
      </Field>
      <div>
        <Button type="submit" loading={create.isPending}>
          <Trans>Set up the pulse programme</Trans>
        </Button>
      </div>
    </form>
  );
}
