import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ConfirmEnrolmentRequestSchema, ReauthenticationRequestSchema, type EnrolmentStart } from '#domain/api/two-step.ts';
import { twoStepMessages } from '#domain/messages.ts';
import { mustUseTwoStepSignIn } from '#domain/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AuthCard, useAuth } from '#web/features/accounts/index.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { useSchemaForm } from '#web/use-schema-form.ts';
import { QrCode } from './qr-code.tsx';
import { PasskeyInstead } from './passkey-instead.tsx';
import { RecoveryCodesShownOnce } from './recovery-codes.tsx';
import { CodeField, CurrentPasswordField } from './reauthentication-fields.tsx';
import {
  confirmEnrolment,
  fetchTwoStepStatus,
  regenerateRecoveryCodes,
  startEnrolment,
  turnOffTwoStep,
  twoStepQueryKey,
} from './queries.ts';

/** Why the person must use two-step sign-in: their role, or their organisation's setting. */
function useRequiredBecause(): 'administrator' | 'organisation' {
  const { user } = useAuth();
  return user && mustUseTwoStepSignIn(user, { requiresTwoStepForEveryone: false }) ? 'administrator' : 'organisation';
}

/** The key as apps show it: groups of four, easier to type. */
const grouped = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ');

/** /account/two-step-sign-in: set up two-step sign-in, or manage it once it is on. */
export function TwoStepPage() {
  const status = useQuery({ queryKey: twoStepQueryKey, queryFn: ({ signal }) => fetchTwoStepStatus(signal) });
  // Shown once, right after they were made: the server keeps only their hashes.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { t } = useLingui();

  if (recoveryCodes) return <RecoveryCodesShownOnce codes={recoveryCodes} />;
  if (status.isPending) return <LoadingState label={t`Checking two-step sign-in…`} />;
  if (status.isError) {
    return (
      <AuthCard title={t`Two-step sign-in`}>
        <FormMessage tone="error">{errorMessage(status.error, t`Could not load two-step sign-in. Please try again.`)}</FormMessage>
      </AuthCard>
    );
  }
  // Either second factor will do: the app here, or a passkey below (decision 0057).
  if (!status.data.enabled)
    return (
      <>
        <Enrolment required={status.data.required} onConfirmed={setRecoveryCodes} />
        <PasskeyInstead onRecoveryCodes={setRecoveryCodes} />
      </>
    );
  return <Manage required={status.data.required} recoveryCodesLeft={status.data.recoveryCodesLeft} onNewCodes={setRecoveryCodes} />;
}

function Enrolment({ required, onConfirmed }: { required: boolean; onConfirmed: (codes: string[]) => void }) {
  const { refresh } = useAuth();
  const requiredBecause = useRequiredBecause();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<EnrolmentStart | null>(null);
  const form = useSchemaForm(ConfirmEnrolmentRequestSchema, { password: '', code: '' });
  const { t } = useLingui();

  const start = useMutation({ mutationFn: startEnrolment, onSuccess: setStarted });
  const confirm = useMutation({
    mutationFn: confirmEnrolment,
    onSuccess: async (codes) => {
      onConfirmed(codes);
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: twoStepQueryKey })]);
    },
    onError: (failure) => {
      form.showServerErrors(failure);
      form.setError('root.server', { message: errorMessage(failure, t(twoStepMessages.wrongCode)) });
    },
  });
  const submit = form.handleSubmit((values) => confirm.mutate(values));
  const error = form.formState.errors.root?.server?.message;

  return (
    <AuthCard
      title={t`Set up two-step sign-in`}
      description={t`Sign in with your password and a code from an authenticator app on your phone.`}
      wide
    >
      <div className="flex flex-col gap-5">
        {required && (
          <FormMessage tone="notice">
            {requiredBecause === 'administrator'
              ? t`Administrators must use two-step sign-in.`
              : t`Your organisation requires two-step sign-in of everyone.`}{' '}
            {t(twoStepMessages.setUpToContinue)}
          </FormMessage>
        )}
        {!started ? (
          <>
            <p className="text-slate-700">
              <Trans>
                You need an authenticator app, such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis. Each time you sign
                in, the app shows a new 6-digit code.
              </Trans>
            </p>
            {start.isError && <FormMessage tone="error">{errorMessage(start.error, t`Could not start. Please try again.`)}</FormMessage>}
            <Button onClick={() => start.mutate()} loading={start.isPending} className="self-start">
              <Trans>Set up two-step sign-in</Trans>
            </Button>
          </>
        ) : (
          <>
            <ol className="flex list-decimal flex-col gap-4 ps-5 text-slate-700">
              <li>
                <p>
                  <Trans>Scan this QR code with your authenticator app.</Trans>
                </p>
                <div className="mt-3">
                  <QrCode matrix={started.qrCode} label={t`QR code for your authenticator app`} />
                </div>
              </li>
              <li>
                <p>
                  <Trans>Or type this key into the app instead:</Trans>
                </p>
                <p className="mt-2 font-mono text-lg tracking-wider text-slate-900" data-testid="manual-key">
                  {grouped(started.manualKey)}
                </p>
              </li>
              <li>
                <Trans>Enter the 6-digit code the app shows now, and your password to confirm it is you.</Trans>
              </li>
            </ol>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              {error && <FormMessage tone="error">{error}</FormMessage>}
              <CodeField binding={form.field('code')} />
              <CurrentPasswordField binding={form.field('password')} />
              <Button type="submit" loading={confirm.isPending} className="self-start">
                <Trans>Turn on two-step sign-in</Trans>
              </Button>
            </form>
          </>
        )}
      </div>
    </AuthCard>
  );
}

function Manage({
  required,
  recoveryCodesLeft,
  onNewCodes,
}: {
  required: boolean;
  recoveryCodesLeft: number;
  onNewCodes: (codes: string[]) => void;
}) {
  const { refresh } = useAuth();
  const requiredBecause = useRequiredBecause();
  const queryClient = useQueryClient();
  const form = useSchemaForm(ReauthenticationRequestSchema, { password: '', code: '' });
  const { t } = useLingui();

  const onError = (failure: Error) => {
    form.showServerErrors(failure);
    form.setError('root.server', { message: errorMessage(failure, t`That did not work. Please try again.`) });
  };
  const regenerate = useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: onNewCodes, onError });
  const turnOff = useMutation({
    mutationFn: turnOffTwoStep,
    onSuccess: async () => {
      form.reset();
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: twoStepQueryKey })]);
    },
    onError,
  });
  const act = (action: typeof regenerate | typeof turnOff) => form.handleSubmit((values) => action.mutate(values));
  const error = form.formState.errors.root?.server?.message;

  return (
    <AuthCard title={t`Two-step sign-in`} description={t`You sign in with your password and a code from your authenticator app.`} wide>
      <div className="flex flex-col gap-5">
        <FormMessage tone="success">
          <Trans>
            Two-step sign-in is on. You have{' '}
            <Plural value={recoveryCodesLeft} one="# unused recovery code" other="# unused recovery codes" />.
          </Trans>
        </FormMessage>
        {required && (
          <p className="text-slate-700">
            {requiredBecause === 'administrator'
              ? t`As an administrator you must keep two-step sign-in on.`
              : t(twoStepMessages.requiredByOrganisation)}
          </p>
        )}
        <form onSubmit={act(regenerate)} noValidate className="flex flex-col gap-4">
          <p className="text-slate-700">
            {required
              ? t`To make new recovery codes, confirm it is you.`
              : t`To make new recovery codes or turn two-step sign-in off, confirm it is you.`}
          </p>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <CurrentPasswordField binding={form.field('password')} />
          <CodeField binding={form.field('code')} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={regenerate.isPending}>
              <Trans>Make new recovery codes</Trans>
            </Button>
            {!required && (
              <Button type="button" variant="destructive" loading={turnOff.isPending} onClick={act(turnOff)}>
                <Trans>Turn off two-step sign-in</Trans>
              </Button>
            )}
          </div>
        </form>
      </div>
    </AuthCard>
  );
}
