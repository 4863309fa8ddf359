import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AddedPasskey, Passkey } from '#domain/api/passkeys.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useAuth } from '#web/features/accounts/index.ts';
import { errorMessage, isApiError } from '#web/api-errors.ts';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import { browserHasPasskeys } from '#web/passkey-ceremonies.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { ConfirmIdentity } from './confirm-identity.tsx';
import { RenewRecoveryCodes } from './renew-recovery-codes.tsx';
import { passkeysQuery, removePasskey, renamePasskey } from './queries.ts';

/**
 * The person's passkeys on /account and on the two-step set-up page: each with when it was added
 * and last used, to rename or remove; and a way to add one. A passkey is a second factor, and
 * signs in without a password. Recovery codes come with the first second factor and can be
 * renewed here: `onRecoveryCodes` shows them, once.
 */
export function PasskeysCard({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const { t } = useLingui();
  const { refresh } = useAuth();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const passkeys = useQuery(passkeysQuery);
  const changed = async () => {
    // Whether the person has a second factor may have changed with it.
    await Promise.all([queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }), refresh()]);
  };
  const added = async ({ recoveryCodes }: AddedPasskey) => {
    toast({ title: t`Passkey added`, description: t`You can sign in with it, and it counts as your second step.`, variant: 'success' });
    await changed();
    if (recoveryCodes) onRecoveryCodes(recoveryCodes);
  };

  let body;
  if (passkeys.isPending) body = <LoadingState label={t`Loading your passkeys…`} />;
  else if (passkeys.isError)
    body = <FormMessage tone="error">{errorMessage(passkeys.error, t`Could not load your passkeys. Please try again.`)}</FormMessage>;
  else
    body = (
      <>
        {passkeys.data.passkeys.length === 0 ? (
          <p className="text-slate-700">
            <Trans>You have no passkeys yet.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200" aria-label={t`Your passkeys`}>
            {passkeys.data.passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onChanged={changed} />
            ))}
          </ul>
        )}
        {passkeys.data.passkeys.length > 0 && <RenewRecoveryCodes onRecoveryCodes={onRecoveryCodes} />}
        {browserHasPasskeys() ? (
          <AddPasskeyForm canConfirmWithPasskey={passkeys.data.passkeys.length > 0} onAdded={added} />
        ) : (
          <FormMessage tone="notice">{t`This browser cannot make passkeys.`}</FormMessage>
        )}
      </>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Passkeys</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Sign in with your fingerprint, face or device PIN instead of a password. A passkey also counts as your second step, like a code
            from an authenticator app.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{body}</CardContent>
    </Card>
  );
}

function PasskeyRow({ passkey, onChanged }: { passkey: Passkey; onChanged: () => Promise<void> }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const dateTime = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
  const created = dateTime.format(new Date(passkey.createdAt));
  const lastUsed = passkey.lastUsedAt ? dateTime.format(new Date(passkey.lastUsedAt)) : null;
  const onError = (error: Error) =>
    toast({ title: t`The passkey was not changed`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
  const rename = useMutation({
    mutationFn: () => renamePasskey(passkey.id, name),
    onSuccess: async () => {
      setRenaming(false);
      await onChanged();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => removePasskey(passkey.id),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: t`Passkey removed`, variant: 'success' });
      await onChanged();
    },
    // A session that has not proved who it is for a few minutes is asked first, then the removal is tried again.
    onError: (error: Error) => (isApiError(error, 'confirmation_required') ? setConfirming(true) : onError(error)),
  });

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      {renaming ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate();
          }}
        >
          <Input
            aria-label={t`New name for ${passkey.name}`}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" loading={rename.isPending}>
            <Trans>Save</Trans>
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </form>
      ) : (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{passkey.name}</span>
          <span className="text-sm text-slate-600">
            {lastUsed ? t`Added ${created} · last used ${lastUsed}` : t`Added ${created} · not used yet`}
          </span>
        </div>
      )}
      {!renaming && (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setRenaming(true)} aria-label={t`Rename ${passkey.name}`}>
            <Trans>Rename</Trans>
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={t`Remove ${passkey.name}`}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
      {confirming && <ConfirmIdentity onConfirmed={() => remove.mutate()} onCancel={() => setConfirming(false)} />}
    </li>
  );
}
