import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '#domain/api/accounts.ts';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { resendVerification } from '#web/features/accounts/index.ts';

/** Signed-out visitors see the demo organisation; this invites them to their own. */
export function DemoBanner() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-800 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">
          <Trans>You are viewing the demo dashboard</Trans>
        </h2>
        <p className="text-sm">
          <Trans>
            The results of a fictional demo organisation appear here, read-only. Sign in to see your own organisation, or join the alpha
            programme to start one.
          </Trans>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={paths.login} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          <Trans>Sign In</Trans>
        </Link>
        <Link to={paths.alphaJoin} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <Trans>Join the Alpha Programme</Trans>
        </Link>
      </div>
    </div>
  );
}

export function ConsentPrompt() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-800 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">
          <Trans>Please give your consent</Trans>
        </h2>
        <p className="text-sm">
          <Trans>Before you take part in assessments, read how your answers are kept anonymous and give your consent.</Trans>
        </p>
      </div>
      <Link to={paths.consent} className={buttonClasses({ variant: 'primary', size: 'sm', className: 'shrink-0' })}>
        <Trans>Review and consent</Trans>
      </Link>
    </div>
  );
}

export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const { toast } = useToast();
  const { t } = useLingui();
  const email = user.email;
  const resend = useMutation({
    mutationFn: () => resendVerification(user.email),
    onSuccess: () =>
      toast({
        title: t`Verification email sent`,
        description: t`We have sent a new verification link to ${email}.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: t`Could not send the email`,
        description: error.message || t`Please try again in a few moments.`,
        variant: 'destructive',
      }),
  });
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">
          <Trans>Please verify your email address</Trans>
        </h2>
        <p className="text-sm">
          <Trans>We sent a verification link to {email}. Open it to confirm the address is yours.</Trans>
        </p>
      </div>
      <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        <Trans>Resend verification email</Trans>
      </Button>
    </div>
  );
}
