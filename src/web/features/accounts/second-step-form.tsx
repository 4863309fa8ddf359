import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { SecondStepRequestSchema } from '#domain/api/two-step.ts';
import { authMessages } from '#domain/messages/accounts.ts';
import { useAuth } from './auth-context.tsx';
import { requestPasskeySignIn } from './passkey-requests.ts';
import { useState } from 'react';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { browserHasPasskeys, wasCancelled } from '#web/passkey-ceremonies.ts';
import { errorMessage, fieldErrorsOf } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';

/**
 * The sign-in's second step: a code from the app, or a recovery code. The session starts on
 * success. It belongs to signing in (the auth context completes it); the two-step feature is
 * where a person sets the second step up.
 */
export function SecondStepForm({ onStartOver }: { onStartOver: () => void }) {
  const { t } = useLingui();
  const { completeSecondStep, signInWithPasskey } = useAuth();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const { toast } = useToast();
  const form = useSchemaForm(SecondStepRequestSchema, { code: '' });
  const code = form.field('code');

  const submit = form.handleSubmit(async (values) => {
    try {
      await completeSecondStep(values.code);
      toast({ title: t(authMessages.signedInTitle), description: t(authMessages.signedInText), variant: 'success' });
    } catch (failure) {
      // A refused code is said beside the field, whether or not the server named the field.
      const message = fieldErrorsOf(failure).code ?? errorMessage(failure, t(authMessages.signInFailedDefault));
      form.setError('code', { type: 'server', message });
    }
  });

  const passkeyInstead = async () => {
    setPasskeyError(null);
    setPasskeyBusy(true);
    try {
      await signInWithPasskey(() => requestPasskeySignIn('second-step'));
      toast({ title: t(authMessages.signedInTitle), description: t(authMessages.signedInText), variant: 'success' });
    } catch (failure) {
      if (!wasCancelled(failure)) setPasskeyError(errorMessage(failure, t(authMessages.signInFailedDefault)));
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-slate-700">
        <Trans>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Trans>
      </p>
      <Field label={t`Authentication code`} error={code.error} required>
        <Input {...inputPropsOf(code)} autoComplete="one-time-code" autoFocus />
      </Field>
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
        <Trans>Verify</Trans>
      </Button>
      {browserHasPasskeys() && (
        <Button type="button" variant="outline" className="w-full" loading={passkeyBusy} onClick={() => void passkeyInstead()}>
          <Trans>Use a passkey instead</Trans>
        </Button>
      )}
      {passkeyError && <FormMessage tone="error">{passkeyError}</FormMessage>}
      <Button type="button" variant="link" onClick={onStartOver} className="self-start">
        <Trans>Start over</Trans>
      </Button>
    </form>
  );
}
