import { INVITATION_STATUSES, type InvitationStatus } from '#domain/api/invitations.ts';
import { ChoiceFilter, SearchFilter } from '#web/components/ui/list-filters.tsx';
import { invitationStatusLabel } from './invitation-status.tsx';

export type InvitationHistoryFilter = { search: string; status: InvitationStatus | 'all' };

const statusChoices: readonly { value: InvitationHistoryFilter['status']; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...INVITATION_STATUSES.map((status) => ({ value: status, label: invitationStatusLabel(status) })),
];

/** Search the history by address and narrow it by status; the server does both, for any number of invitations. */
export function InvitationHistoryFilters({
  filter,
  onChange,
}: {
  filter: InvitationHistoryFilter;
  onChange: (change: Partial<InvitationHistoryFilter>) => void;
}) {
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-[2fr_1fr]">
      <SearchFilter hint="Part of an email address" value={filter.search} onChange={(search) => onChange({ search })} />
      <ChoiceFilter
        label="Status"
        name="status"
        value={filter.status}
        choices={statusChoices}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
