import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { invitationMessages } from '#domain/messages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { InvitationHistoryTable } from './invitation-history-table.tsx';
import { RevokeInvitationDialog, useRevokeConfirmation } from './invitation-actions.tsx';
import { useNow } from './invitation-status.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { useInvitations } from './queries.ts';
import { useDebounced } from '#web/use-debounced.ts';
import { ListPager } from '#web/components/ui/list-pager.tsx';
import { InvitationHistoryFilters, type InvitationHistoryFilter } from './invitation-history-filters.tsx';

const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 25;

/** Every invitation of the organisation with what became of it, and Resend and Revoke while open. */
export function InvitationHistory() {
  const { t } = useLingui();
  const [filter, setFilter] = useState<InvitationHistoryFilter>({ search: '', status: 'all' });
  const [page, setPage] = useState(1);
  const search = useDebounced(filter.search.trim(), SEARCH_DELAY_MS);
  const invitations = useInvitations({ search, status: filter.status, page, pageSize: PAGE_SIZE });
  const { resend, revoke, pending, ask, cancel, confirm } = useRevokeConfirmation();
  const now = useNow();

  let body;
  if (invitations.isPending) {
    body = <LoadingState label={t`Loading invitations…`} />;
  } else if (invitations.isError) {
    body = (
      <LoadFailedMessage title={t(invitationMessages.loadFailed)} error={invitations.error} onRetry={() => void invitations.refetch()} />
    );
  } else if (invitations.data.total === 0) {
    const filtered = search !== '' || filter.status !== 'all';
    body = (
      <p className="text-sm text-slate-700">
        {filtered ? t`No invitation matches the search and status.` : t`No invitations yet. Invitations you send appear here.`}
      </p>
    );
  } else {
    body = (
      <>
        <InvitationHistoryTable
          invitations={invitations.data.invitations}
          now={now}
          resendingId={resend.isPending ? resend.variables.id : undefined}
          onResend={(invitation) => resend.mutate(invitation)}
          onRevoke={ask}
        />
        <ListPager
          label={t`Invitation pages`}
          page={invitations.data.page}
          pageSize={invitations.data.pageSize}
          total={invitations.data.total}
          onPage={setPage}
        />
      </>
    );
  }

  const total = invitations.data?.total ?? 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Invitation history</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>An expired invitation cannot be resent: invite the address again above to send a new link.</Trans>
        </CardDescription>
        {invitations.data && (
          <p className="text-sm font-medium text-slate-900">{t`Total: ${plural(total, { one: '# invitation', other: '# invitations' })}`}</p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <InvitationHistoryFilters
          filter={filter}
          onChange={(change) => {
            setFilter((current) => ({ ...current, ...change }));
            setPage(1);
          }}
        />
        {body}
      </CardContent>
      <RevokeInvitationDialog invitation={pending} onClose={cancel} onConfirm={confirm} busy={revoke.isPending} />
    </Card>
  );
}
