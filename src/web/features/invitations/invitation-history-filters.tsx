import { useLingui } from '@lingui/react/macro';
import { INVITATION_STATUSES, type InvitationStatus } from '#domain/api/invitations.ts';
import { ChoiceFilter, SearchFilter } from '#web/components/ui/list-filters.tsx';
import { invitationStatusLabel } from './invitation-status.tsx';

export type InvitationHistoryFilter = { search: string; status: InvitationStatus | 'all' };

/** Search the history by address and narrow it by status; the server does both, for any number of invitations. */
export function InvitationHistoryFilters({
  filter,
  onChange,
}: {
  filter: InvitationHistoryFilter;
  onChange: (change: Partial<InvitationHistoryFilter>) => void;
}) {
  const { t } = useLingui();
  const statusChoices: readonly { value: InvitationHistoryFilter['status']; label: string }[] = [
    { value: 'all', label: t`All statuses` },
    ...INVITATION_STATUSES.map((status) => ({ value: status, label: t(invitationStatusLabel(status)) })),
  ];
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-[2fr_1fr]">
      <SearchFilter hint={t`Part of an email address`} value={filter.search} onChange={(search) => onChange({ search })} />
      <ChoiceFilter
        label={t`Status`}
        name="status"
        value={filter.status}
        choices={statusChoices}
        onChange={(status) => onChange({ status })}
      />
    </div>
  );
}
