import { useId, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import { MAX_ONBOARDING_DAYS, type AssessmentAudience } from '#domain/api/lifecycle-surveys.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useLifecycleSurveys, useSetAudience } from './lifecycle-queries.ts';

/**
 * Who answers an assessment (decision 0066): everyone, or, as an onboarding or exit survey, only
 * the newcomers and leavers it is sent to. Chosen before it opens; afterwards it is said, with
 * how many people it was sent to.
 */
export function AudienceControl({ assessment }: { assessment: AssessmentSummary }) {
  const surveys = useLifecycleSurveys();
  if (!surveys.data) return null;
  const survey = surveys.data.find((entry) => entry.assessmentId === assessment.id);
  const unopened = assessment.status === 'draft' || assessment.status === 'scheduled';
  if (unopened)
    return <AudienceForm assessment={assessment} audience={survey?.audience ?? 'everyone'} days={survey?.onboardingDays ?? null} />;
  if (!survey) return null;
  const { sentTo } = survey;
  return (
    <p className="text-sm text-slate-700">
      <AudienceText audience={survey.audience} days={survey.onboardingDays} /> ·{' '}
      <Plural value={sentTo} one="sent to # person" other="sent to # people" />
    </p>
  );
}

function AudienceText({ audience, days }: { audience: AssessmentAudience; days: number | null }) {
  if (audience === 'onboarding') return <Trans>Onboarding survey, {days} days after joining</Trans>;
  if (audience === 'exit') return <Trans>Exit survey, to leavers with a personal e-mail</Trans>;
  return <Trans>Everyone in the organisation</Trans>;
}

function AudienceForm({
  assessment,
  audience,
  days,
}: {
  assessment: AssessmentSummary;
  audience: AssessmentAudience;
  days: number | null;
}) {
  const { t } = useLingui();
  const { toast } = useToast();
  const id = useId();
  const setAudience = useSetAudience();
  const [chosen, setChosen] = useState<AssessmentAudience>(audience);
  const [dayText, setDayText] = useState(String(days ?? 30));
  const title = assessment.title;
  function save(event: React.FormEvent) {
    event.preventDefault();
    const choice = chosen === 'onboarding' ? { audience: chosen, onboardingDays: Number(dayText) } : { audience: chosen };
    setAudience.mutate(
      { id: assessment.id, choice },
      {
        onSuccess: () => toast({ title: t`Saved who answers ${title}`, variant: 'success' }),
        onError: (error) =>
          toast({ title: t`Could not save who answers`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' }),
      },
    );
  }
  return (
    <form id={id} onSubmit={save} className="flex flex-wrap items-end gap-3" aria-label={t`Who answers ${title}`}>
      <Field label={t`Who answers`}>
        <Select
          value={chosen}
          onChange={(event) => setChosen(event.target.value as AssessmentAudience)}
          options={[
            { value: 'everyone', label: t`Everyone in the organisation` },
            { value: 'onboarding', label: t`Newcomers: an onboarding survey` },
            { value: 'exit', label: t`Leavers: an exit survey` },
          ]}
        />
      </Field>
      {chosen === 'onboarding' && (
        <Field label={t`Days after joining`}>
          <Input type="number" min={1} max={MAX_ONBOARDING_DAYS} value={dayText} onChange={(event) => setDayText(event.target.value)} />
        </Field>
      )}
      <Button type="submit" size="sm" variant="outline" loading={setAudience.isPending}>
        <Trans>
          Save who answers<span className="sr-only">: {title}</span>
        </Trans>
      </Button>
    </form>
  );
}
