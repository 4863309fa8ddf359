import { INVITABLE_ROLES } from '#domain/api/invitations.ts';
import { PERSON_STATUSES } from '#domain/api/people.ts';
import { roleLabel } from '#domain/roles.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { statusLabel } from './person-display.ts';
import type { PeopleFilter } from './queries.ts';

const roleFilterOptions = [
  { value: 'all', label: 'All roles' },
  ...(['employee', 'manager', 'organisation_admin'] as const).map((role) => ({ value: role, label: roleLabel[role] })),
];
const statusFilterOptions = [
  { value: 'all', label: 'All statuses' },
  ...PERSON_STATUSES.map((status) => ({ value: status, label: statusLabel[status] })),
];

function isRoleFilter(value: string): value is PeopleFilter['role'] {
  return value === 'all' || (INVITABLE_ROLES as readonly string[]).includes(value) || value === 'platform_admin';
}
function isStatusFilter(value: string): value is PeopleFilter['status'] {
  return value === 'all' || (PERSON_STATUSES as readonly string[]).includes(value);
}

/** Search by name or address, and narrow the people list by role and status. */
export function PeopleFilters({ filter, onChange }: { filter: PeopleFilter; onChange: (change: Partial<PeopleFilter>) => void }) {
  return (
    <div role="search" className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <Field label="Search" hint="Name or email address">
        <Input type="search" name="search" value={filter.search} onChange={(event) => onChange({ search: event.target.value })} />
      </Field>
      <Field label="Role">
        <Select
          name="role"
          value={filter.role}
          onChange={(event) => {
            if (isRoleFilter(event.target.value)) onChange({ role: event.target.value });
          }}
          options={roleFilterOptions}
        />
      </Field>
      <Field label="Status">
        <Select
          name="status"
          value={filter.status}
          onChange={(event) => {
            if (isStatusFilter(event.target.value)) onChange({ status: event.target.value });
          }}
          options={statusFilterOptions}
        />
      </Field>
    </div>
  );
}
