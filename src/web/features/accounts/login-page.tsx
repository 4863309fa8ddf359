import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { authMessages } from '#domain/messages/accounts.ts';
import { ssoMessages } from '#domain/messages/sso.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage, isApiError } from '#web/api-errors.ts';
import { takePostAuthDestination } from '#web/post-auth-destination.ts';
import type { SessionUser } from '#domain/api/accounts.ts';
import { userCan } from './abilities.ts';
import { AuthCard } from './auth-card.tsx';
import { resendVerification } from './queries.ts';
import { SignInForm, useLeaveWhenSignedIn } from './sign-in-form.tsx';
import { OrganisationSignIn } from './organisation-sign-in.tsx';

/** Why single sign-on sent the person back here, when the address names a reason we know. */
function ssoRefusalOf(searchParams: URLSearchParams) {
  const reason = searchParams.get('sso_error');
  return reason !== null && Object.hasOwn(ssoMessages.refusals, reason)
    ? ssoMessages.refusals[reason as keyof typeof ssoMessages.refusals]
    : undefined;
}

/** /login: sign-in for administrators and anyone with an account. */
export function LoginPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  // Where the person was going before sign-in was asked for, or their home: the dashboard, or the platform overview for its administrator.
  const destination = useCallback(
    (user: SessionUser) =>
      takePostAuthDestination(searchParams) ??
      // Someone who just joined through their organisation's single sign-on consents first, as after an invitation.
      (searchParams.get('sso') === 'signed-in' && user.organisationId !== null && user.consentedAt === null
        ? paths.consent
        : userCan(user, 'viewPlatformData')
          ? paths.platform
          : paths.dashboard),
    [searchParams],
  );
  const user = useLeaveWhenSignedIn(destination);
  const { toast } = useToast();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (_result, address) =>
      toast({
        title: t`Verification link sent`,
        description: t`If ${address} has an account waiting for verification, a new link is on its way.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: t`Could not send the link`,
        description: errorMessage(error, t`Please try again in a few moments.`),
        variant: 'destructive',
      }),
  });

  const explainRefusal = (error: unknown, email: string) => {
    if (isApiError(error, 'email_not_verified')) setUnverifiedEmail(email);
    toast({
      title: t(authMessages.signInFailedTitle),
      description: errorMessage(error, t(authMessages.signInFailedDefault)),
      variant: 'destructive',
    });
  };

  if (user) return <LoadingState label={t`Signing you in…`} />;
  const ssoRefusal = ssoRefusalOf(searchParams);

  return (
    <AuthCard
      title={t`Sign In`}
      description={t`Sign in to your CultureLens account.`}
      footer={
        <>
          <p>
            <Trans>
              Don&apos;t have an account?{' '}
              <Link to={paths.register} className={textLinkClass}>
                Create an account
              </Link>
            </Trans>
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={paths.home} className={textLinkClass}>
              <Trans>Back to Home</Trans>
            </Link>
            <Link to={paths.dashboard} className={textLinkClass}>
              <Trans>View Demo Dashboard</Trans>
            </Link>
          </div>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {searchParams.get('registered') === '1' && (
          <FormMessage tone="notice">
            <strong className="font-semibold">{t(authMessages.registrationSuccessTitle)}</strong> {t(authMessages.registrationSuccessText)}
          </FormMessage>
        )}
        {unverifiedEmail && (
          <FormMessage tone="notice">
            <p>{t(authMessages.emailNotVerified)}</p>
            <Button variant="outline" size="sm" className="mt-3" loading={resend.isPending} onClick={() => resend.mutate(unverifiedEmail)}>
              <Trans>Send a new verification link</Trans>
            </Button>
          </FormMessage>
        )}
        {ssoRefusal && <FormMessage tone="error">{t(ssoRefusal)}</FormMessage>}
        <SignInForm
          startAtSecondStep={searchParams.get('sso') === 'second-step'}
          onAttempt={() => setUnverifiedEmail(null)}
          onRefused={explainRefusal}
          afterPassword={
            <Link to={paths.forgotPassword} className={`self-start text-sm ${textLinkClass}`}>
              <Trans>Forgot your password?</Trans>
            </Link>
          }
        />
        <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
          <span className="h-px grow bg-slate-200" />
          <Trans>or</Trans>
          <span className="h-px grow bg-slate-200" />
        </div>
        <OrganisationSignIn />
      </div>
    </AuthCard>
  );
}
