import { useState, type FormEvent, type RefObject } from 'react';
import type { InvitableRole } from '#domain/api/invitations.ts';
import { roleLabel } from '#domain/roles.ts';
import { EMAIL_MAX_LENGTH, EmailSchema } from '#domain/validation.ts';
import { Button, type ButtonVariant } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';

export interface InviteFormProps<R extends InvitableRole> {
  /** The roles offered, the first one preselected. */
  roles: readonly [R, ...R[]];
  /**
   * Called with a valid, normalised address. Resolves to true when the invitation was taken
   * (sent, or added to a list), which empties the address field for the next one.
   */
  onInvite: (invitation: { email: string; role: R }) => boolean | Promise<boolean>;
  /**
   * Where an invalid address is reported: by default beside the field; the setup wizard
   * reports it in a toast instead, with the specification's title.
   */
  onInvalidEmail?: () => void;
  /** Marks the address as required; an empty one is then an error instead of being ignored. */
  required?: boolean;
  /** The form's own layout: the fields one under the other, or side by side. */
  className: string;
  roleHint?: string;
  submitLabel: string;
  /** Shown on the button while the invitation is being sent. */
  busyLabel?: string;
  busy?: boolean;
  submitVariant?: ButtonVariant;
  /** Lets the caller return focus to the address field, e.g. after removing an entry. */
  emailInputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * One address and a role: the invite form of the invite page, the alpha dashboard and the
 * setup wizard. What happens to the invitation is the caller's (`onInvite`).
 */
export function InviteForm<R extends InvitableRole>({
  roles,
  onInvite,
  onInvalidEmail,
  required = false,
  className,
  roleHint,
  submitLabel,
  busyLabel,
  busy = false,
  submitVariant,
  emailInputRef,
}: InviteFormProps<R>) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<R>(roles[0]);
  const [emailError, setEmailError] = useState<string | undefined>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!required && email.trim() === '') return;
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      if (onInvalidEmail) onInvalidEmail();
      else setEmailError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setEmailError(undefined);
    if (await onInvite({ email: parsed.data, role })) setEmail('');
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className={className}>
      <Field label="Email address" error={emailError} required={required}>
        <Input
          ref={emailInputRef}
          type="email"
          name="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Role" hint={roleHint}>
        <Select
          name="role"
          value={role}
          onChange={(event) => setRole(roles.find((candidate) => candidate === event.target.value) ?? roles[0])}
          options={roles.map((value) => ({ value, label: roleLabel[value] }))}
        />
      </Field>
      <div>
        <Button type="submit" variant={submitVariant} loading={busy}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
