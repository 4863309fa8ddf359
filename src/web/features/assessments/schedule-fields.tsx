import { Field } from '#web/components/ui/field.tsx';
import { useLingui } from '@lingui/react/macro';
import { Input } from '#web/components/ui/input.tsx';
import { inputPropsOf, type FieldBinding } from '#web/use-schema-form.ts';

/** An assessment's open and close dates: the same two fields for a built-in set and for the builder's own questions. */
export function ScheduleFields({ opensAt, closesAt }: { opensAt: FieldBinding; closesAt: FieldBinding }) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t`Open date`}
        hint={t`Leave empty to open it now. It opens by itself at this time, and everyone is told then.`}
        error={opensAt.error}
      >
        <Input {...inputPropsOf(opensAt)} type="datetime-local" />
      </Field>
      <Field label={t`Close date`} hint={t`Leave empty to close it yourself. It closes by itself at this time.`} error={closesAt.error}>
        <Input {...inputPropsOf(closesAt)} type="datetime-local" />
      </Field>
    </div>
  );
}
