import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages/accounts.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage } from '#web/api-errors.ts';
import { AuthCard } from './auth-card.tsx';
import { SignInForm, useLeaveWhenSignedIn } from './sign-in-form.tsx';

/** Signed in (already, or just now): to the consent step first if it is still to do. */
const employeeDestination = (user: SessionUser) => (user.consentedAt ? paths.dashboard : paths.consent);

/** /employee-signin: sign-in for people who joined through an invitation. */
export function EmployeeSignInPage() {
  const { t } = useLingui();
  const user = useLeaveWhenSignedIn(employeeDestination);
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  const explainRefusal = (error: unknown) => {
    const message = errorMessage(error, t(authMessages.invalidCredentials));
    setFailure(message);
    toast({ title: t(authMessages.employeeSignInFailedTitle), description: message, variant: 'destructive' });
  };

  if (user) return <LoadingState label={t`Signing you in…`} />;

  return (
    <AuthCard
      title={t`Employee Sign In`}
      description={t`Sign in to take part in your organisation's assessments.`}
      footer={
        <>
          <p>
            <Trans>
              No account yet? Contact your organisation&apos;s administrator for an invitation: it arrives by email with a link to create
              your account.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={paths.forgotPassword} className={textLinkClass}>
              <Trans>Forgot your password?</Trans>
            </Link>
            <Link to={paths.login} className={textLinkClass}>
              <Trans>Administrator sign-in</Trans>
            </Link>
          </div>
        </>
      }
    >
      <SignInForm
        onAttempt={() => setFailure(null)}
        onRefused={explainRefusal}
        notice={failure && <FormMessage tone="error">{failure}</FormMessage>}
      />
    </AuthCard>
  );
}
