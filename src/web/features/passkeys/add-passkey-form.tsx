import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { PasskeyNameSchema, type AddedPasskey } from '#domain/api/passkeys.ts';
import { CurrentPasswordSchema } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PasswordInput } from '#web/features/accounts/index.ts';
import { errorMessage, isApiError } from '#web/api-errors.ts';
import { wasCancelled } from '#web/passkey-ceremonies.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { addPasskey, confirmWithPasskey } from './queries.ts';

// The password is asked only when the server wants it; an empty field is no password.
const AddPasskeyFormSchema = z.object({
  name: PasskeyNameSchema,
  password: z.preprocess((value) => (value === '' ? undefined : value), CurrentPasswordSchema.optional()),
});

/**
 * Names and adds a passkey. When the session has not proved who it is for a few minutes, the
 * server asks first: the password, or one of the person's passkeys (`canConfirmWithPasskey`).
 */
export function AddPasskeyForm({
  canConfirmWithPasskey,
  onAdded,
}: {
  canConfirmWithPasskey: boolean;
  onAdded: (added: AddedPasskey) => Promise<void>;
}) {
  const { t } = useLingui();
  const [askPassword, setAskPassword] = useState(false);
  const form = useSchemaForm(AddPasskeyFormSchema, { name: t`Passkey`, password: '' });
  const name = form.field('name');
  const password = form.field('password');

  const refused = (failure: unknown) => {
    if (wasCancelled(failure)) return;
    if (isApiError(failure, 'confirmation_required')) setAskPassword(true);
    form.setError('root.server', { message: errorMessage(failure, t`Could not add the passkey. Please try again.`) });
  };
  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: async (added) => {
      setAskPassword(false);
      form.reset({ name: t`Passkey`, password: '' });
      await onAdded(added);
    },
    onError: refused,
  });
  const confirm = useMutation({
    mutationFn: confirmWithPasskey,
    onSuccess: () => {
      setAskPassword(false);
      form.clearErrors('root.server');
    },
    onError: refused,
  });
  const submit = form.handleSubmit((values) =>
    add.mutate({ name: values.name, ...(values.password ? { password: values.password } : {}) }),
  );
  const error = form.formState.errors.root?.server?.message;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t`Name of the new passkey`}
        hint={t`So you can tell your passkeys apart, e.g. “Work laptop”.`}
        error={name.error}
        required
      >
        <Input {...inputPropsOf(name)} maxLength={60} />
      </Field>
      {askPassword && (
        <Field label={t`Your password`} error={password.error} required>
          <PasswordInput {...inputPropsOf(password)} autoComplete="current-password" />
        </Field>
      )}
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={add.isPending}>
          <Trans>Add a passkey</Trans>
        </Button>
        {askPassword && canConfirmWithPasskey && (
          <Button type="button" variant="outline" loading={confirm.isPending} onClick={() => confirm.mutate()}>
            <Trans>Confirm with a passkey instead</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
