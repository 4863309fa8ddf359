import { Trans } from '@lingui/react/macro';
import { BulkInviteCard } from './bulk-invite-card.tsx';
import { InvitationHistory } from './invitation-history.tsx';

/** /invitation-management: bulk invitations and the organisation's invitation history. */
export function InvitationManagementPage() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Invitation Management</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Invite people to your organisation by email and follow what happened to each invitation.</Trans>
        </p>
      </div>
      <BulkInviteCard />
      <InvitationHistory />
    </section>
  );
}
