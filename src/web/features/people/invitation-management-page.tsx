import { useState, type FormEvent } from 'react';
import { INVITATION_VALIDITY_DAYS, type Invitation, type InvitationOutcome } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { roleLabel } from '#domain/roles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { errorMessage } from '#web/api-errors.ts';
import {
  formatDateTime,
  InvitationResults,
  InvitationStatusBadge,
  invitationErrorToast,
  invitationResultToasts,
  resultsFromIssues,
  RevokeInvitationDialog,
  shownStatus,
  useNow,
  useRevokeConfirmation,
} from './invitation-parts.tsx';
import { useCreateInvitations, useInvitations } from './queries.ts';

const BULK_ROLES = ['employee', 'manager'] as const;
type BulkRole = (typeof BULK_ROLES)[number];

/** /invitation-management: bulk invitations and the organisation's invitation history. */
export function InvitationManagementPage() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Invitation Management</h1>
        <p className="text-slate-700">
          Invite people to your organisation by email and follow what happened to each invitation.
        </p>
      </div>
      <BulkInviteForm />
      <InvitationHistory />
    </section>
  );
}

function BulkInviteForm() {
  const { toast } = useToast();
  const send = useCreateInvitations();
  const [role, setRole] = useState<BulkRole>('employee');
  const [text, setText] = useState('');
  const [results, setResults] = useState<InvitationOutcome[] | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === '') {
      toast({ title: invitationMessages.noEmailsTitle, description: invitationMessages.noEmailsText, variant: 'destructive' });
      return;
    }
    send.mutate(
      { text, role },
      {
        onSuccess: (response) => {
          setResults(response.results);
          invitationResultToasts(response).forEach((options) => toast(options));
          // Keep the text while a line needs correcting, so the line numbers of the report still match.
          if (!response.results.some((result) => result.outcome === 'invalid')) setText('');
        },
        onError: (error) => {
          setResults(resultsFromIssues(error));
          toast(invitationErrorToast(error, invitationMessages.sendFailed, invitationMessages.sendFailed));
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Send invitations</CardTitle>
        <CardDescription>
          Each address gets an email with a personal link that works for {INVITATION_VALIDITY_DAYS} days. Addresses already invited or already
          in your organisation are skipped.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <Field label="Default role" hint="Everyone in this list is invited with this role." className="max-w-xs">
            <Select
              name="role"
              value={role}
              onChange={(event) => setRole(event.target.value === 'manager' ? 'manager' : 'employee')}
              options={BULK_ROLES.map((value) => ({ value, label: roleLabel[value] }))}
            />
          </Field>
          <Field label="Email addresses" hint="One email address per line.">
            <Textarea
              name="emails"
              rows={6}
              maxLength={100_000}
              spellCheck={false}
              placeholder={'alex@example.com\nsam@example.com'}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" loading={send.isPending}>
              {send.isPending ? 'Sending…' : 'Send Invitations'}
            </Button>
          </div>
        </form>
        <InvitationResults results={results} caption="Results of the last send" />
      </CardContent>
    </Card>
  );
}

const deliveryLabel: Record<Invitation['delivery'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
};

function InvitationHistory() {
  const invitations = useInvitations();
  const { resend, revoke, pending, ask, cancel, confirm } = useRevokeConfirmation();
  const now = useNow();

  let body;
  if (invitations.isPending) {
    body = <LoadingState label="Loading invitations…" />;
  } else if (invitations.isError) {
    body = (
      <FormMessage tone="error">
        <p className="font-semibold">{invitationMessages.loadFailed}</p>
        <p>{errorMessage(invitations.error, 'Please try again.')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void invitations.refetch()}>
          Try again
        </Button>
      </FormMessage>
    );
  } else if (invitations.data.invitations.length === 0) {
    body = <p className="text-sm text-slate-700">No invitations yet. Invitations you send appear here.</p>;
  } else {
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Invitation history</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              {['Email', 'Status', 'Role', 'Invited by', 'Sent', 'Expires', 'Accepted', 'Delivery', 'Actions'].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {invitations.data.invitations.map((invitation) => {
              const status = shownStatus(invitation, now);
              const open = status === 'pending' || status === 'expired';
              return (
                <tr key={invitation.id} className="align-top">
                  <th scope="row" className="px-3 py-2 font-normal break-all">
                    {invitation.email}
                  </th>
                  <td className="px-3 py-2">
                    <InvitationStatusBadge status={status} />
                  </td>
                  <td className="px-3 py-2">{roleLabel[invitation.role]}</td>
                  <td className="px-3 py-2">{invitation.invited_by_name ?? '—'}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.sent_at)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.expires_at)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.accepted_at)}</td>
                  <td className="px-3 py-2">
                    {status === 'accepted' || status === 'revoked' ? (
                      <span className="text-slate-600">{deliveryLabel[invitation.delivery]}</span>
                    ) : (
                      <span className={invitation.delivery === 'failed' ? 'text-red-700' : undefined}>
                        {deliveryLabel[invitation.delivery]}
                        {invitation.delivery_error && <span className="block text-xs">{invitation.delivery_error}</span>}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {open ? (
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={status === 'expired'}
                          loading={resend.isPending && resend.variables.id === invitation.id}
                          aria-label={`${status === 'expired' ? 'Expired' : 'Resend'}: invitation to ${invitation.email}`}
                          onClick={() => resend.mutate(invitation)}
                        >
                          {status === 'expired' ? 'Expired' : 'Resend'}
                        </Button>
                        <Button variant="outline" size="sm" aria-label={`Revoke invitation to ${invitation.email}`} onClick={() => ask(invitation)}>
                          Revoke
                        </Button>
                      </div>
                    ) : (
                      <span className="text-slate-600">—</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitation history</CardTitle>
        <CardDescription>
          An expired invitation cannot be resent: invite the address again above to send a new link.
        </CardDescription>
        {invitations.data && (
          <p className="text-sm font-medium text-slate-900">
            Total: {invitations.data.total} {invitations.data.total === 1 ? 'invitation' : 'invitations'}
          </p>
        )}
      </CardHeader>
      <CardContent>{body}</CardContent>
      <RevokeInvitationDialog invitation={pending} onClose={cancel} onConfirm={confirm} busy={revoke.isPending} />
    </Card>
  );
}
