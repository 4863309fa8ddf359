import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { authMessages } from '#domain/messages/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { browserHasPasskeys, browserOffersPasskeysInAutofill, cancelPasskeyRequest, wasCancelled } from '#web/passkey-ceremonies.ts';
import { useAuth } from './auth-context.tsx';
import { requestPasskeySignIn } from './passkey-requests.ts';

/**
 * "Use a passkey" to sign in: no password, the passkey verifies the person (decision 0057). Where
 * the browser can, its passkeys are also offered among the e-mail field's suggestions from the
 * start (the field is marked `webauthn`); the button asks in a dialog of the browser's own.
 */
export function PasskeySignIn() {
  const { t } = useLingui();
  const { signInWithPasskey } = useAuth();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signedIn = () => toast({ title: t(authMessages.signedInTitle), description: t(authMessages.signedInText), variant: 'success' });
  const refused = (failure: unknown) => {
    if (!wasCancelled(failure)) setError(errorMessage(failure, t(authMessages.signInFailedDefault)));
  };

  useEffect(() => {
    let left = false;
    void browserOffersPasskeysInAutofill().then((offered) => {
      if (offered && !left) signInWithPasskey(() => requestPasskeySignIn('sign-in', true)).then(signedIn, refused);
    });
    return () => {
      left = true;
      void cancelPasskeyRequest();
    };
    // Once per visit of the page: the suggestions wait until the person picks one or leaves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!browserHasPasskeys()) return null;
  const ask = async () => {
    setError(null);
    setBusy(true);
    try {
      await signInWithPasskey(() => requestPasskeySignIn('sign-in'));
      signedIn();
    } catch (failure) {
      refused(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-center text-sm text-slate-600">
        <Trans>or</Trans>
      </p>
      <Button type="button" variant="outline" className="w-full" loading={busy} onClick={() => void ask()}>
        <Trans>Use a passkey</Trans>
      </Button>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </div>
  );
}
