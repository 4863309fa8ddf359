import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { INVITATION_VALIDITY_DAYS } from '#domain/api/invitations.ts';
import { SETUP_INVITE_ROLES } from '#domain/api/setup.ts';
import { invitationMessages } from '#domain/messages.ts';
import { roleLabel } from '#domain/roles.ts';
import { EMAIL_MAX_LENGTH, EmailSchema } from '#domain/validation.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useAuth } from '#web/features/auth/index.ts';
import { errorMessage } from '#web/api-errors.ts';
import {
  formatDateTime,
  InvitationStatusBadge,
  invitationErrorToast,
  RevokeInvitationDialog,
  shownStatus,
  Steps,
  useNow,
  useRevokeConfirmation,
  wasSent,
} from './invitation-parts.tsx';
import { useCreateInvitations, useInvitations } from './queries.ts';

type AlphaRole = (typeof SETUP_INVITE_ROLES)[number];

/** /simple-dashboard: the alpha programme's one-page view for an administrator. */
export function SimpleDashboardPage() {
  const { organisation } = useAuth();
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Alpha Dashboard</h1>
        <p className="text-slate-700">{organisation ? organisation.name : 'Invite your team and follow their invitations.'}</p>
      </div>
      {organisation ? (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-6">
            <AlphaInviteForm />
            <SentInvitations />
          </div>
          <HowToCard />
        </div>
      ) : (
        <FormMessage tone="notice">
          Your account does not belong to an organisation yet.{' '}
          <Link to={paths.alphaJoin} className={textLinkClass}>
            Join the alpha programme first
          </Link>
          .
        </FormMessage>
      )}
    </section>
  );
}

function AlphaInviteForm() {
  const { toast } = useToast();
  const send = useCreateInvitations();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AlphaRole>('employee');
  const [emailError, setEmailError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') return;
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address.');
      return;
    }
    setEmailError(undefined);
    send.mutate(
      { invitations: [{ email: parsed.data, role }] },
      {
        onSuccess: (response) => {
          const result = response.results[0];
          if (result && wasSent(result)) {
            toast({ title: 'Invitation Sent', description: `An invitation has been sent to ${parsed.data}.`, variant: 'success' });
            setEmail('');
          } else {
            toast({ title: 'Invitation not sent', description: `${parsed.data}: ${result?.message ?? invitationMessages.inviteFailedDefault}` });
          }
        },
        onError: (error) => toast(invitationErrorToast(error, 'Error', invitationMessages.inviteFailedDefault)),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite a team member</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} noValidate className="grid items-start gap-3 sm:grid-cols-[1fr_10rem]">
          <Field label="Email address" error={emailError}>
            <Input
              type="email"
              name="email"
              autoComplete="off"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field label="Role">
            <Select
              name="role"
              value={role}
              onChange={(event) => setRole(event.target.value === 'manager' ? 'manager' : 'employee')}
              options={SETUP_INVITE_ROLES.map((value) => ({ value, label: roleLabel[value] }))}
            />
          </Field>
          <div>
            <Button type="submit" loading={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send Invitation'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SentInvitations() {
  const invitations = useInvitations();
  const { resend, revoke, pending, ask, cancel, confirm } = useRevokeConfirmation();
  const now = useNow();
  // Removed (revoked) invitations are history; invitation management still lists them.
  const shown = invitations.data?.invitations.filter((invitation) => invitation.status !== 'revoked') ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sent invitations</CardTitle>
        <CardDescription>
          Invitation links are emailed straight to each person and are never shown here: they are stored in a form
          that cannot be read back. Use Resend to email a fresh link.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.isPending ? (
          <LoadingState label="Loading invitations…" />
        ) : invitations.isError ? (
          <FormMessage tone="error">
            <p className="font-semibold">{invitationMessages.loadFailed}</p>
            <p>{errorMessage(invitations.error, 'Please try again.')}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void invitations.refetch()}>
              Try again
            </Button>
          </FormMessage>
        ) : shown.length === 0 ? (
          <p className="text-sm text-slate-700">No invitations yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {shown.map((invitation) => {
              const status = shownStatus(invitation, now);
              return (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex flex-col gap-1">
                    <span className="font-medium break-all">{invitation.email}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
                      <Badge variant="info">{roleLabel[invitation.role]}</Badge>
                      <InvitationStatusBadge status={status} />
                      {status === 'pending' && <span>Expires {formatDateTime(invitation.expires_at)}</span>}
                      {status === 'accepted' && <span>Joined {formatDateTime(invitation.accepted_at)}</span>}
                    </span>
                  </div>
                  {(status === 'pending' || status === 'expired') && (
                    <div className="flex gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={status === 'expired'}
                        loading={resend.isPending && resend.variables.id === invitation.id}
                        aria-label={`Resend invitation to ${invitation.email}`}
                        onClick={() => resend.mutate(invitation)}
                      >
                        Resend
                      </Button>
                      <Button variant="outline" size="sm" aria-label={`Remove invitation to ${invitation.email}`} onClick={() => ask(invitation)}>
                        Remove
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <RevokeInvitationDialog invitation={pending} onClose={cancel} onConfirm={confirm} busy={revoke.isPending} confirmLabel="Remove" />
    </Card>
  );
}

function HowToCard() {
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>How to run your alpha</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm text-slate-700">
        <Steps>
          <li>Invite your team members with their email address and role.</li>
          <li>Each receives an email with a personal link that works for {INVITATION_VALIDITY_DAYS} days.</li>
          <li>They open the link, create their account and give their consent.</li>
          <li>Once at least six people have answered, the dashboard shows your organisation&apos;s results.</li>
        </Steps>
        <p>
          See who has joined in{' '}
          <Link to={paths.employeeManagement} className={textLinkClass}>
            employee management
          </Link>
          , or invite many people at once in{' '}
          <Link to={paths.invitationManagement} className={textLinkClass}>
            invitation management
          </Link>
          .
        </p>
      </CardContent>
    </Card>
  );
}
