import type { Invitation, InvitationStatus } from '#domain/api/invitations.ts';
import { roleLabel } from '#domain/roles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { formatDateTime, InvitationStatusBadge, shownStatus } from './invitation-status.tsx';

const COLUMNS = ['Email', 'Status', 'Role', 'Invited by', 'Sent', 'Expires', 'Accepted', 'Delivery', 'Actions'];

const deliveryLabel: Record<Invitation['delivery'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
};

interface RowActions {
  /** The invitation being resent, if any. */
  resendingId: string | undefined;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** The invitation history, one row per invitation. */
export function InvitationHistoryTable({ invitations, now, ...actions }: { invitations: Invitation[]; now: number } & RowActions) {
  return (
    <DataTable caption="Invitation history" columns={COLUMNS}>
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} status={shownStatus(invitation, now)} {...actions} />
      ))}
    </DataTable>
  );
}

function InvitationRow({ invitation, status, ...actions }: { invitation: Invitation; status: InvitationStatus } & RowActions) {
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 font-normal">
        <EmailAddress address={invitation.email} />
      </th>
      <td className="px-3 py-2">
        <InvitationStatusBadge status={status} />
      </td>
      <td className="px-3 py-2">{roleLabel[invitation.role]}</td>
      <td className="px-3 py-2">{invitation.invitedByName ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.sentAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.expiresAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.acceptedAt)}</td>
      <td className="px-3 py-2">
        <DeliveryCell invitation={invitation} status={status} />
      </td>
      <td className="px-3 py-2">
        <InvitationRowActions invitation={invitation} status={status} {...actions} />
      </td>
    </tr>
  );
}

/** How the e-mail fared; greyed out once the invitation is settled, red while it failed. */
function DeliveryCell({ invitation, status }: { invitation: Invitation; status: InvitationStatus }) {
  if (status === 'accepted' || status === 'revoked') {
    return <span className="text-slate-600">{deliveryLabel[invitation.delivery]}</span>;
  }
  return (
    <span className={invitation.delivery === 'failed' ? 'text-red-700' : undefined}>
      {deliveryLabel[invitation.delivery]}
      {invitation.deliveryError && <span className="block text-xs">{invitation.deliveryError}</span>}
    </span>
  );
}

/** Resend (shown as Expired, disabled, once the link has run out) and Revoke, while the invitation is open. */
function InvitationRowActions({
  invitation,
  status,
  resendingId,
  onResend,
  onRevoke,
}: { invitation: Invitation; status: InvitationStatus } & RowActions) {
  if (status !== 'pending' && status !== 'expired') return <span className="text-slate-600">—</span>;
  const resendLabel = status === 'expired' ? 'Expired' : 'Resend';
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={status === 'expired'}
        loading={resendingId === invitation.id}
        aria-label={`${resendLabel}: invitation to ${invitation.email}`}
        onClick={() => onResend(invitation)}
      >
        {resendLabel}
      </Button>
      <Button variant="outline" size="sm" aria-label={`Revoke invitation to ${invitation.email}`} onClick={() => onRevoke(invitation)}>
        Revoke
      </Button>
    </div>
  );
}
