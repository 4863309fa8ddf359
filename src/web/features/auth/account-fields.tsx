import { useId } from 'react';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '#domain/validation.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordStrengthMeter, usePasswordScorer } from './password-strength-meter.tsx';
import type { FieldBinding } from './use-form-fields.ts';

/** First and last name side by side, as the forms that create an account ask for them. */
export function PersonNameFields({
  firstName,
  lastName,
  labels = { firstName: 'First name', lastName: 'Last name' },
}: {
  firstName: FieldBinding;
  lastName: FieldBinding;
  labels?: { firstName: string; lastName: string };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={labels.firstName} error={firstName.error} required>
        <Input
          name={firstName.name}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          value={firstName.value}
          onChange={firstName.onChange}
        />
      </Field>
      <Field label={labels.lastName} error={lastName.error} required>
        <Input name={lastName.name} autoComplete="family-name" maxLength={NAME_MAX_LENGTH} value={lastName.value} onChange={lastName.onChange} />
      </Field>
    </div>
  );
}

/**
 * A new password and its confirmation, each with a show/hide toggle. `mismatchMessage`, when
 * given, is shown under the confirmation and marks it invalid.
 */
export function NewPasswordFields({
  password,
  confirmation,
  minLength,
  enforceMinLength = false,
  minScore,
  userInputs,
  labels = { password: 'Password', confirmation: 'Confirm password' },
  mismatchMessage,
}: {
  password: FieldBinding;
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
  mismatchMessage?: string | undefined;
}) {
  const mismatchId = useId();
  const strengthId = useId();
  const mismatch = mismatchMessage !== undefined;
  const { scorer, load } = usePasswordScorer();
  return (
    <>
      <Field label={labels.password} hint={`At least ${minLength} characters.`} error={password.error} required>
        <PasswordInput
          name={password.name}
          autoComplete="new-password"
          minLength={enforceMinLength ? minLength : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password.value}
          onChange={password.onChange}
          onFocus={load}
          aria-describedby={strengthId}
        />
      </Field>
      <PasswordStrengthMeter id={strengthId} password={password.value} minScore={minScore} scorer={scorer} userInputs={userInputs} />
      <Field label={labels.confirmation} error={confirmation.error} required>
        <PasswordInput
          name={confirmation.name}
          autoComplete="new-password"
          toggleLabel="Show password confirmation"
          maxLength={PASSWORD_MAX_LENGTH}
          invalid={mismatch}
          aria-describedby={mismatch ? mismatchId : undefined}
          value={confirmation.value}
          onChange={confirmation.onChange}
        />
      </Field>
      {mismatch && (
        <FormMessage id={mismatchId} tone="error">
          {mismatchMessage}
        </FormMessage>
      )}
    </>
  );
}
