import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChangeOrganisationSuspensionRequestSchema, PLATFORM_REASON_MAX } from '#domain/api/platform.ts';
import { errorMessages } from '#domain/messages/errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';

/**
 * A platform administrator's action that needs a reason (written to the audit log): suspending,
 * reinstating, refusing a domain. The reason is checked with the request's own schema.
 */
export function ReasonForm({
  label,
  submitLabel,
  destructive = false,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  destructive?: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const form = useSchemaForm(ChangeOrganisationSuspensionRequestSchema, { reason: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = useId();
  const reason = form.field('reason');
  const max = PLATFORM_REASON_MAX;
  const submit = form.handleSubmit(async ({ reason: text }) => {
    setFailure(null);
    try {
      await onSubmit(text);
    } catch (error) {
      if (!form.showServerErrors(error, { focus: true })) setFailure(errorMessage(error, t(errorMessages.internal_error)));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-3"
      aria-describedby={failure ? errorId : undefined}
    >
      <Field label={label} required hint={t`Written to the audit log. At most ${max} characters.`} error={reason.error}>
        <Textarea {...inputPropsOf(reason)} rows={2} />
      </Field>
      {failure && (
        <FormMessage id={errorId} tone="error">
          {failure}
        </FormMessage>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant={destructive ? 'destructive' : 'primary'} loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
