import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { errorMessage, isApiError } from '#web/api-errors.ts';
import { ConfirmIdentity } from './confirm-identity.tsx';
import { renewRecoveryCodes } from './queries.ts';

/** New recovery codes for someone with a passkey (the old ones stop working); asks who it is first when the server wants it. */
export function RenewRecoveryCodes({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const renew = useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: onRecoveryCodes,
    onError: (error: Error) => {
      if (isApiError(error, 'confirmation_required')) setConfirming(true);
      else setFailure(errorMessage(error, t`Could not make new recovery codes. Please try again.`));
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-700">
        <Trans>If you lose your passkeys, a recovery code signs you in once instead. New codes replace the old ones.</Trans>
      </p>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {confirming ? (
        <ConfirmIdentity
          onConfirmed={() => {
            setConfirming(false);
            renew.mutate();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button type="button" variant="outline" className="self-start" loading={renew.isPending} onClick={() => renew.mutate()}>
          <Trans>New recovery codes</Trans>
        </Button>
      )}
    </div>
  );
}
