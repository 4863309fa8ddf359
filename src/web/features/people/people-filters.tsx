import { useLingui } from '@lingui/react/macro';
import { PERSON_STATUSES } from '#domain/api/people.ts';
import { roleLabel } from '#domain/roles.ts';
import { ChoiceFilter, SearchFilter } from '#web/components/ui/list-filters.tsx';
import { statusLabel } from './person-display.ts';
import type { PeopleFilter } from './queries.ts';

/** Search by name or address, and narrow the people list by role and status. */
export function PeopleFilters({ filter, onChange }: { filter: PeopleFilter; onChange: (change: Partial<PeopleFilter>) => void }) {
  const { t } = useLingui();
  const roleChoices: readonly { value: PeopleFilter['role']; label: string }[] = [
    { value: 'all', label: t`All roles` },
    ...(['employee', 'manager', 'organisation_admin'] as const).map((role) => ({ value: role, label: t(roleLabel[role]) })),
  ];
  const statusChoices: readonly { value: PeopleFilter['status']; label: string }[] = [
    { value: 'all', label: t`All statuses` },
    ...PERSON_STATUSES.map((status) => ({ value: status, label: t(statusLabel[status]) })),
  ];
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <SearchFilter hint={t`Name or email address`} value={filter.search} onChange={(search) => onChange({ search })} />
      <ChoiceFilter label={t`Role`} name="role" value={filter.role} choices={roleChoices} onChange={(role) => onChange({ role })} />
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
