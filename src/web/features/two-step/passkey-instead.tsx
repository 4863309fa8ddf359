import { useNavigate, useSearchParams } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { useAuth } from '#web/features/accounts/index.ts';
import { PasskeysCard } from '#web/features/passkeys/index.ts';
import { paths } from '#web/paths.ts';
import { safeRedirectPath } from '#domain/safe-redirect.ts';

/**
 * The set-up page's other way: a passkey instead of the app. Once the person has one, two-step
 * sign-in is on: the recovery codes that come with it are shown (`onRecoveryCodes`), and they
 * continue where they were going.
 */
export function PasskeyInstead({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 pb-10">
      <p className="text-center font-medium text-slate-700">
        <Trans>Or use a passkey instead of an app</Trans>
      </p>
      <PasskeysCard onRecoveryCodes={onRecoveryCodes} />
      {user?.twoStepEnabled && (
        <>
          <FormMessage tone="success">
            <Trans>Two-step sign-in is on: your passkey is your second step.</Trans>
          </FormMessage>
          <Button
            className="self-start"
            onClick={() => void navigate(safeRedirectPath(searchParams.get('next')) ?? paths.dashboard, { replace: true })}
          >
            <Trans>Continue</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
