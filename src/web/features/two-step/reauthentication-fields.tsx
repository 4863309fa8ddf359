import { useLingui } from '@lingui/react/macro';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PasswordInput } from '#web/features/accounts/index.ts';
import { inputPropsOf, type FieldBinding } from '#web/use-schema-form.ts';

/** The 6-digit code the authenticator app shows now. */
export function CodeField({ binding }: { binding: FieldBinding }) {
  const { t } = useLingui();
  return (
    <Field label={t`Code from the app`} error={binding.error} required>
      <Input {...inputPropsOf(binding)} inputMode="numeric" autoComplete="one-time-code" />
    </Field>
  );
}

/** The person's password, asked again before a change to their second factor. */
export function CurrentPasswordField({ binding }: { binding: FieldBinding }) {
  const { t } = useLingui();
  return (
    <Field label={t`Password`} error={binding.error} required>
      <PasswordInput {...inputPropsOf(binding)} autoComplete="current-password" />
    </Field>
  );
}
