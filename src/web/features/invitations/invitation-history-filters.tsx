import { INVITATION_STATUSES, type InvitationStatus } from '#domain/api/invitations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ChoiceFilter, SearchFilter } from '#web/components/ui/list-filters.tsx';
import { invitationStatusLabel } from './invitation-status.tsx';

export type InvitationHistoryFilter = { search: string; status: InvitationStatus | 'all' };

const statusChoices: readonly { value: InvitationHistoryFilter['status']; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...INVITATION_STATUSES.map((status) => ({ value: status, label: invitationStatusLabel(status) })),
];

/** Search the history by address and narrow it by status; the server does both, for any number of invitations. */
export function InvitationHistoryFilters({ filter, onChange }: { filter: InvitationHistoryFilter; onChange: (change: Partial<InvitationHistoryFilter>) => void }) {
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-[2fr_1fr]">
      <SearchFilter hint="Part of an email address" value={filter.search} onChange={(search) => onChange({ search })} />
      <ChoiceFilter label="Status" name="status" value={filter.status} choices={statusChoices} onChange={(status) => onChange({ status })} />
    </div>
  );
}

/** "Showing 26–50 of 312", with Previous and Next. */
export function InvitationPager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Invitation pages" className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p aria-live="polite">
        Showing {first.toLocaleString('en-GB')}–{last.toLocaleString('en-GB')} of {total.toLocaleString('en-GB')}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous page
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next page
        </Button>
      </div>
    </nav>
  );
}
