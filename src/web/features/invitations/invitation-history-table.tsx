import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Invitation, InvitationStatus } from '#domain/api/invitations.ts';
import { roleLabel } from '#domain/roles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import { formatDateTime, InvitationStatusBadge, shownStatus } from './invitation-status.tsx';

const deliveryLabel: Record<Invitation['delivery'], MessageDescriptor> = {
  queued: msg({ message: 'Queued', context: 'e-mail delivery' }),
  sent: msg({ message: 'Sent', context: 'e-mail delivery' }),
  retrying: msg({ message: 'Retrying', context: 'e-mail delivery' }),
  failed: msg({ message: 'Failed', context: 'e-mail delivery' }),
};

interface RowActions {
  /** The invitation being resent, if any. */
  resendingId: string | undefined;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** The invitation history, one row per invitation. */
export function InvitationHistoryTable({ invitations, now, ...actions }: { invitations: Invitation[]; now: number } & RowActions) {
  const { t } = useLingui();
  const columns = [
    t`Email`,
    t`Status`,
    t`Role`,
    t`Invited by`,
    t({ message: 'Sent', context: 'invitation column' }),
    t`Expires`,
    t({ message: 'Accepted', context: 'invitation column' }),
    t`Delivery`,
    t`Actions`,
  ];
  return (
    <DataTable caption={t`Invitation history`} columns={columns}>
      {invitations.map((invitation) => (
        <InvitationRow key={invitation.id} invitation={invitation} status={shownStatus(invitation, now)} {...actions} />
      ))}
    </DataTable>
  );
}

function InvitationRow({ invitation, status, ...actions }: { invitation: Invitation; status: InvitationStatus } & RowActions) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 font-normal">
        <EmailAddress address={invitation.email} />
      </th>
      <td className="px-3 py-2">
        <InvitationStatusBadge status={status} />
      </td>
      <td className="px-3 py-2">{t(roleLabel[invitation.role])}</td>
      <td className="px-3 py-2">{invitation.invitedByName ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.sentAt, locale)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.expiresAt, locale)}</td>
      <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(invitation.acceptedAt, locale)}</td>
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
  const { t } = useLingui();
  if (status === 'accepted' || status === 'revoked') {
    return <span className="text-slate-600">{t(deliveryLabel[invitation.delivery])}</span>;
  }
  return (
    <span className={invitation.delivery === 'failed' ? 'text-red-700' : undefined}>
      {t(deliveryLabel[invitation.delivery])}
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
  const { t } = useLingui();
  if (status !== 'pending' && status !== 'expired') return <span className="text-slate-600">—</span>;
  const email = invitation.email;
  const expired = status === 'expired';
  const resendLabel = expired ? t({ message: 'Expired', context: 'invitation status' }) : t`Resend`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={status === 'expired'}
        loading={resendingId === invitation.id}
        aria-label={expired ? t`Expired: invitation to ${email}` : t`Resend: invitation to ${email}`}
        onClick={() => onResend(invitation)}
      >
        {resendLabel}
      </Button>
      <Button variant="outline" size="sm" aria-label={t`Revoke invitation to ${email}`} onClick={() => onRevoke(invitation)}>
        {t`Revoke`}
      </Button>
    </div>
  );
}
