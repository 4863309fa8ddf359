import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { AssessmentDatesFormSchema, type AssessmentDates } from '#domain/api/assessments.ts';
import { assessmentBuilderMessages as messages } from '#domain/messages/assessment-builder.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { useSchemaForm } from '#web/use-schema-form.ts';
import { ScheduleFields } from './schedule-fields.tsx';
import { useLingui } from '@lingui/react/macro';

/**
 * Confirms opening the builder's assessment, now or at an open date, with an optional close
 * date: the same choice a built-in set has when it starts. Rendered outside the builder's form,
 * so its own form's Enter schedules rather than saving the draft.
 */
export function BuilderOpenDialog({
  open,
  opening,
  onClose,
  onConfirm,
}: {
  open: boolean;
  opening: boolean;
  onClose: () => void;
  onConfirm: (dates: AssessmentDates) => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const form = useSchemaForm(AssessmentDatesFormSchema, { opensAt: '', closesAt: '' });
  const scheduling = form.watch('opensAt') !== '';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(messages.openConfirmTitle)}
      description={t(messages.openConfirmText)}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={opening}>
            {scheduling ? <Trans>Schedule assessment</Trans> : <Trans>Open assessment</Trans>}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(onConfirm)(event)}>
        <ScheduleFields opensAt={form.field('opensAt')} closesAt={form.field('closesAt')} />
      </form>
    </Dialog>
  );
}
