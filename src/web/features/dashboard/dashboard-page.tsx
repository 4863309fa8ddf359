import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '#domain/api/auth.ts';
import { roleLabel } from '#domain/roles.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { paths } from '../../paths.ts';
import { LoadingState } from '../auth/auth-card.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { resendVerification } from '../auth/queries.ts';

/** Signed in: the person's dashboard. Signed out: the demo organisation, read-only. */
export function DashboardPage() {
  const { user, organisation, checking } = useAuth();
  if (checking) return <LoadingState label="Loading your dashboard…" />;

  if (!user) {
    return (
      <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Demo dashboard</h1>
        <div className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-800 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <h2 className="font-semibold">You are viewing the demo dashboard</h2>
            <p className="text-sm">
              The results of a demo organisation appear here, read-only. Sign in to see your own organisation, or
              join the alpha programme to start one.
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
        <p className="text-slate-700">
          The demo organisation&apos;s assessment results appear here: domain scores, the heat map and the priority
          roadmap, each shown only where at least six people answered.
        </p>
      </section>
    );
  }

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Welcome, {user.firstName}</h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          {organisation ? <span>{organisation.name}</span> : <span>No organisation yet</span>}
          <Badge variant="info">{roleLabel[user.role]}</Badge>
        </p>
      </div>
      {!user.emailVerified && <VerifyEmailBanner user={user} />}
      {organisation ? (
        <p className="text-slate-700">
          Your organisation&apos;s assessment results appear here once at least six people have answered.
        </p>
      ) : (
        <p className="text-slate-700">
          Your account does not belong to an organisation yet.{' '}
          <Link
            to={paths.onboarding}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            See how to join or create one
          </Link>
          .
        </p>
      )}
    </section>
  );
}

function VerifyEmailBanner({ user }: { user: SessionUser }) {
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
        <p className="text-sm">
          We sent a verification link to {user.email}. Open it to confirm the address is yours.
        </p>
      </div>
      <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
        Resend verification email
      </Button>
    </div>
  );
}
