import { useState } from 'react';
import { Link } from 'react-router';
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
  const user = useLeaveWhenSignedIn(employeeDestination);
  const { toast } = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  const explainRefusal = (error: unknown) => {
    const message = errorMessage(error, authMessages.invalidCredentials);
    setFailure(message);
    toast({ title: authMessages.employeeSignInFailedTitle, description: message, variant: 'destructive' });
  };

  if (user) return <LoadingState label="Signing you in…" />;

  return (
    <AuthCard
      title="Employee Sign In"
      description="Sign in to take part in your organisation's assessments."
      footer={
        <>
          <p>
            No account yet? Contact your organisation&apos;s administrator for an invitation: it arrives by email with a link to create your
            account.
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={paths.forgotPassword} className={textLinkClass}>
              Forgot your password?
            </Link>
            <Link to={paths.login} className={textLinkClass}>
              Administrator sign-in
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
