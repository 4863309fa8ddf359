import { Trans, useLingui } from '@lingui/react/macro';
import type { Invitation, InvitationStatus } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { roleLabel } from '#domain/roles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { RevokeInvitationDialog, useRevokeConfirmation } from './invitation-actions.tsx';
import { formatDateTime, InvitationStatusBadge, shownStatus, useNow } from './invitation-status.tsx';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { useInvitations } from './queries.ts';
import { EmailAddress } from '#web/components/ui/email-address.tsx';

/** The alpha dashboard's list of invitations that are still of interest, with Resend and Remove. */
export function SentInvitations() {
  const { t } = useLingui();
  const invitations = useInvitations();
  const { resend, revoke, pending, ask, cancel, confirm } = useRevokeConfirmation();
  const now = useNow();
  // Removed (revoked) invitations are history; invitation management still lists them.
  const shown = invitations.data?.invitations.filter((invitation) => invitation.status !== 'revoked') ?? [];

  let body;
  if (invitations.isPending) {
    body = <LoadingState label={t`Loading invitations…`} />;
  } else if (invitations.isError) {
    body = (
      <LoadFailedMessage title={t(invitationMessages.loadFailed)} error={invitations.error} onRetry={() => void invitations.refetch()} />
    );
  } else if (shown.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        <Trans>No invitations yet.</Trans>
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-200">
        {shown.map((invitation) => (
          <SentInvitationItem
            key={invitation.id}
            invitation={invitation}
            status={shownStatus(invitation, now)}
            resending={resend.isPending && resend.variables.id === invitation.id}
            onResend={() => resend.mutate(invitation)}
            onRemove={() => ask(invitation)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Sent invitations</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Invitation links are emailed straight to each person and are never shown here: they are stored in a form that cannot be read
            back. Use Resend to email a fresh link.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <RevokeInvitationDialog invitation={pending} onClose={cancel} onConfirm={confirm} busy={revoke.isPending} confirmLabel={t`Remove`} />
    </Card>
  );
}

function SentInvitationItem({
  invitation,
  status,
  resending,
  onResend,
  onRemove,
}: {
  invitation: Invitation;
  status: InvitationStatus;
  resending: boolean;
  onResend: () => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const email = invitation.email;
  const expiresAt = formatDateTime(invitation.expiresAt, locale);
  const acceptedAt = formatDateTime(invitation.acceptedAt, locale);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex flex-col gap-1">
        <span className="font-medium">
          <EmailAddress address={invitation.email} />
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
          <Badge variant="info">{t(roleLabel[invitation.role])}</Badge>
          <InvitationStatusBadge status={status} />
          {status === 'pending' && (
            <span>
              <Trans>Expires {expiresAt}</Trans>
            </span>
          )}
          {status === 'accepted' && (
            <span>
              <Trans>Joined {acceptedAt}</Trans>
            </span>
          )}
        </span>
      </div>
      {(status === 'pending' || status === 'expired') && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={status === 'expired'}
            loading={resending}
            aria-label={t`Resend invitation to ${email}`}
            onClick={onResend}
          >
            <Trans>Resend</Trans>
          </Button>
          <Button variant="outline" size="sm" aria-label={t`Remove invitation to ${email}`} onClick={onRemove}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}
