import { invitationMessages } from '#domain/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { InvitationHistoryTable } from './invitation-history-table.tsx';
import { RevokeInvitationDialog, useRevokeConfirmation } from './invitation-actions.tsx';
import { useNow } from './invitation-status.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { useInvitations } from './queries.ts';

/** Every invitation of the organisation with what became of it, and Resend and Revoke while open. */
export function InvitationHistory() {
  const invitations = useInvitations();
  const { resend, revoke, pending, ask, cancel, confirm } = useRevokeConfirmation();
  const now = useNow();

  let body;
  if (invitations.isPending) {
    body = <LoadingState label="Loading invitations…" />;
  } else if (invitations.isError) {
    body = <LoadFailedMessage title={invitationMessages.loadFailed} error={invitations.error} onRetry={() => void invitations.refetch()} />;
  } else if (invitations.data.invitations.length === 0) {
    body = <p className="text-sm text-slate-700">No invitations yet. Invitations you send appear here.</p>;
  } else {
    body = (
      <InvitationHistoryTable
        invitations={invitations.data.invitations}
        now={now}
        resendingId={resend.isPending ? resend.variables.id : undefined}
        onResend={(invitation) => resend.mutate(invitation)}
        onRevoke={ask}
      />
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
