import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '#domain/validation.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordStrengthMeter, usePasswordScorer } from './password-strength-meter.tsx';
import { inputPropsOf, type FieldBinding } from '#web/use-schema-form.ts';

/** First and last name side by side, as the forms that create an account ask for them. */
export function PersonNameFields({
  firstName,
  lastName,
  labels,
}: {
  firstName: FieldBinding;
  lastName: FieldBinding;
  labels?: { firstName: string; lastName: string };
}) {
  const { t } = useLingui();
  const shown = labels ?? { firstName: t`First name`, lastName: t`Last name` };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={shown.firstName} error={firstName.error} required>
        <Input {...inputPropsOf(firstName)} autoComplete="given-name" maxLength={NAME_MAX_LENGTH} />
      </Field>
      <Field label={shown.lastName} error={lastName.error} required>
        <Input {...inputPropsOf(lastName)} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} />
      </Field>
    </div>
  );
}

/** A new password and its confirmation, each with a show/hide toggle and its error beside it. */
export function NewPasswordFields({
  password,
  passwordValue,
  confirmation,
  minLength,
  enforceMinLength = false,
  minScore,
  userInputs,
  labels,
}: {
  password: FieldBinding;
  /** What has been typed so far, for the strength meter. */
  passwordValue: string;
  confirmation: FieldBinding;
  /** Stated in the hint. */
  minLength: number;
  /** Lets the browser refuse a shorter password too (the minLength attribute). */
  enforceMinLength?: boolean;
  /** The zxcvbn score the server requires of this form's password (src/domain/password-strength.ts). */
  minScore: number;
  /** The person's names and e-mail address, which the server counts against the password. */
  userInputs?: readonly string[];
  labels?: { password: string; confirmation: string };
}) {
  const strengthId = useId();
  const { scorer, load } = usePasswordScorer();
  const { t } = useLingui();
  const shown = labels ?? { password: t`Password`, confirmation: t`Confirm password` };
  return (
    <>
      <Field label={shown.password} hint={t`At least ${minLength} characters.`} error={password.error} required>
        <PasswordInput
          {...inputPropsOf(password)}
          autoComplete="new-password"
          minLength={enforceMinLength ? minLength : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
          onFocus={load}
          aria-describedby={strengthId}
        />
      </Field>
      <PasswordStrengthMeter id={strengthId} password={passwordValue} minScore={minScore} scorer={scorer} userInputs={userInputs} />
      <Field label={shown.confirmation} error={confirmation.error} required>
        <PasswordInput
          {...inputPropsOf(confirmation)}
          autoComplete="new-password"
          toggleLabel={t`Show password confirmation`}
          maxLength={PASSWORD_MAX_LENGTH}
        />
      </Field>
    </>
  );
}
