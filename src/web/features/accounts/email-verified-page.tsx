import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { VerifyEmailRequestSchema } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useAuth } from './auth-context.tsx';
import { isApiError } from '#web/api-errors.ts';
import { verifyEmail } from './queries.ts';
import { rememberPostAuthDestination } from '#web/post-auth-destination.ts';
import { moveUnderWay } from '#web/features/alpha/index.ts';

export function EmailVerifiedPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user, refresh } = useAuth();
  const parsed = VerifyEmailRequestSchema.safeParse({ token: searchParams.get('token') ?? undefined });
  const token = parsed.success ? parsed.data.token : null;

  const verification = useMutation({
    mutationFn: verifyEmail,
    // Someone signed in (e.g. a new organisation admin) now has a verified address.
    onSuccess: () => void refresh(),
  });

  // Tokens are single use: StrictMode's second effect run (or a re-render) must not send it again.
  const requestedToken = useRef<string | null>(null);
  const { mutate } = verification;
  useEffect(() => {
    if (!token || requestedToken.current === token) return;
    requestedToken.current = token;
    mutate(token);
  }, [token, mutate]);

  if (!parsed.success) {
    return (
      <Failed message={parsed.error.issues[0]?.message ?? t(authMessages.verificationLinkInvalid)} onRetry={() => navigate(paths.login)} />
    );
  }
  if (verification.isError) {
    const message = isApiError(verification.error, 'invalid_token') ? verification.error.message : t(authMessages.verifyFailedDefault);
    return <Failed message={message} onRetry={() => navigate(paths.login)} />;
  }
  if (verification.isSuccess) {
    // A local workspace being moved to the server goes back to its move, which waited for this address.
    const moving = moveUnderWay();
    const destination = moving ? paths.alphaMove : paths.onboarding;
    const email = verification.data.email;
    // Someone who opened the link signed out signs in first and then goes on.
    const continueToOnboarding = () => {
      if (user) return navigate(destination);
      rememberPostAuthDestination(destination);
      return navigate(`${paths.login}?${new URLSearchParams({ next: destination }).toString()}`);
    };
    return (
      <AuthCard title={t`Email Verified`}>
        <div className="flex flex-col gap-4">
          <FormMessage tone="success">
            <Trans>Your email address {email} is verified. Continue to finish setting up your account.</Trans>
          </FormMessage>
          <Button onClick={() => void continueToOnboarding()} className="w-full">
            {moving ? t`Continue moving your workspace` : t`Continue to Onboarding`}
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t`Verifying your email`}>
      <LoadingState label={t`Checking your verification link…`} />
    </AuthCard>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Verification Failed`}>
      <div className="flex flex-col gap-4">
        <FormMessage tone="error">{message}</FormMessage>
        <Button onClick={onRetry} className="w-full">
          <Trans>Try Again</Trans>
        </Button>
      </div>
    </AuthCard>
  );
}
