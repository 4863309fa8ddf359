import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
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
        <h2 className="font-semibold">You are viewing the demo dashboard</h2>
        <p className="text-sm">
          The results of a fictional demo organisation appear here, read-only. Sign in to see your own organisation, or join the alpha
          programme to start one.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={paths.login} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
          Sign In
        </Link>
        <Link to={paths.alphaJoin} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          Join the Alpha Programme
        </Link>
      </div>
    </div>
  );
}

export function ConsentPrompt() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-800 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">Please give your consent</h2>
        <p className="text-sm">Before you take part in assessments, read how your answers are kept anonymous and give your consent.</p>
      </div>
      <Link to={paths.consent} className={buttonClasses({ variant: 'primary', size: 'sm', className: 'shrink-0' })}>
        Review and consent
      </Link>
    </div>
  );
}

export function VerifyEmailBanner({ user }: { user: SessionUser }) {
  const { toast } = useToast();
  const resend = useMutation({
    mutationFn: () => resendVerification(user.email),
    onSuccess: () =>
      toast({
        title: 'Verification email sent',
        description: `We have sent a new verification link to ${user.email}.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Could not send the email',
        description: error.message || 'Please try again in a few moments.',
        variant: 'destructive',
      }),
  });
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold">Please verify your email address</h2>
        <p className="text-sm">We sent a verification link to {user.email}. Open it to confirm the address is yours.</p>
      </div>
      <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend verification email
      </Button>
    </div>
  );
}
