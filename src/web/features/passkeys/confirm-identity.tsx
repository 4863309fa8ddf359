import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { CurrentPasswordSchema } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { PasswordInput } from '#web/features/accounts/index.ts';
import { errorMessage } from '#web/api-errors.ts';
import { wasCancelled } from '#web/passkey-ceremonies.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { confirmWithPassword, confirmWithPasskey } from './queries.ts';

const ConfirmIdentitySchema = z.object({ password: CurrentPasswordSchema });

/**
 * Asked when the server answers `confirmation_required`: the password, or one of the person's
 * passkeys; once confirmed, `onConfirmed` tries the change again.
 */
export function ConfirmIdentity({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  const form = useSchemaForm(ConfirmIdentitySchema, { password: '' });
  const password = form.field('password');
  const failed = (failure: unknown) => {
    if (wasCancelled(failure)) return;
    form.setError('root.server', { message: errorMessage(failure, t`Could not confirm it is you. Please try again.`) });
  };
  const byPassword = useMutation({ mutationFn: confirmWithPassword, onSuccess: onConfirmed, onError: failed });
  const byPasskey = useMutation({ mutationFn: confirmWithPasskey, onSuccess: onConfirmed, onError: failed });
  const error = form.formState.errors.root?.server?.message;
  return (
    <form
      noValidate
      className="flex w-full flex-col gap-3"
      onSubmit={form.handleSubmit((values) => byPassword.mutate(values.password))}
      aria-label={t`Confirm it is you`}
    >
      <FormMessage tone="notice">{t`Confirm it is you first: your password, or one of your passkeys.`}</FormMessage>
      <Field label={t`Your password`} error={password.error} required>
        <PasswordInput {...inputPropsOf(password)} autoComplete="current-password" />
      </Field>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={byPassword.isPending}>
          <Trans>Confirm</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" loading={byPasskey.isPending} onClick={() => byPasskey.mutate()}>
          <Trans>Confirm with a passkey instead</Trans>
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
