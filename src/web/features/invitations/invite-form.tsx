import type { FormEvent, RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { InvitationFormSchema, type InvitableRole } from '#domain/api/invitations.ts';
import { roleLabel } from '#domain/roles.ts';
import { EMAIL_MAX_LENGTH } from '#domain/validation.ts';
import { Button, type ButtonVariant } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';

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
  const { t } = useLingui();
  const form = useSchemaForm(InvitationFormSchema, { email: '', role: roles[0] });
  const email = form.field('email');
  const { ref: registerEmail, ...emailProps } = inputPropsOf(email);

  const invite = form.handleSubmit(
    async (values) => {
      // The select offers only `roles`; the schema has normalised the value to one of them.
      const role = roles.find((candidate) => candidate === values.role) ?? roles[0];
      if (await onInvite({ email: values.email, role })) form.resetField('email');
    },
    (errors) => {
      if (!errors.email || !onInvalidEmail) return;
      form.clearErrors('email');
      onInvalidEmail();
    },
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (!required && form.getValues('email').trim() === '') {
      event.preventDefault();
      return;
    }
    void invite(event);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={className}>
      <Field label={t`Email address`} error={email.error} required={required}>
        <Input
          {...emailProps}
          ref={(element) => {
            registerEmail(element);
            if (emailInputRef) emailInputRef.current = element;
          }}
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
        />
      </Field>
      <Field label={t`Role`} hint={roleHint}>
        <Select {...form.register('role')} options={roles.map((value) => ({ value, label: t(roleLabel[value]) }))} />
      </Field>
      <div>
        <Button type="submit" variant={submitVariant} loading={busy}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
