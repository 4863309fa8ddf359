import { PERSON_STATUSES } from '#domain/api/people.ts';
import { roleLabel } from '#domain/roles.ts';
import { ChoiceFilter, SearchFilter } from '#web/components/ui/list-filters.tsx';
import { statusLabel } from './person-display.ts';
import type { PeopleFilter } from './queries.ts';

const roleChoices: readonly { value: PeopleFilter['role']; label: string }[] = [
  { value: 'all', label: 'All roles' },
  ...(['employee', 'manager', 'organisation_admin'] as const).map((role) => ({ value: role, label: roleLabel[role] })),
];
const statusChoices: readonly { value: PeopleFilter['status']; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...PERSON_STATUSES.map((status) => ({ value: status, label: statusLabel[status] })),
];

/** Search by name or address, and narrow the people list by role and status. */
export function PeopleFilters({ filter, onChange }: { filter: PeopleFilter; onChange: (change: Partial<PeopleFilter>) => void }) {
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <SearchFilter hint="Name or email address" value={filter.search} onChange={(search) => onChange({ search })} />
      <ChoiceFilter label="Role" name="role" value={filter.role} choices={roleChoices} onChange={(role) => onChange({ role })} />
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
