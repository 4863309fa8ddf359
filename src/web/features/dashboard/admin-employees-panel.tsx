import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Person } from '#domain/api/people.ts';
import { roleLabel } from '#domain/roles.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { paths } from '#web/paths.ts';
import { dashboardMessages } from '#domain/messages.ts';

/** How many people the Employees tab lists before pointing to employee management. */
const SHORT_LIST_LENGTH = 8;

function personName(person: Person): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return name || person.email;
}

const personStatusLabel: Record<Person['status'], MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'person status' }),
  invited: msg({ message: 'Invited', context: 'person status' }),
  deactivated: msg({ message: 'Deactivated', context: 'person status' }),
};

/** The admin dashboard's Employees tab: the counts and a short list of people. */
export function EmployeesPanel({
  people,
  counts,
  loading,
}: {
  people: readonly Person[] | undefined;
  counts: { active: number; invited: number; deactivated: number } | undefined;
  loading: boolean;
}) {
  const { t } = useLingui();
  if (loading) return <LoadingState label={t`Loading people…`} />;
  if (!people || !counts) return <p className="text-slate-700">{t(dashboardMessages.loadFailedText)}</p>;
  const shortList = people.slice(0, SHORT_LIST_LENGTH);
  const { active, invited, deactivated } = counts;
  const shown = shortList.length;
  const total = people.length;
  return (
    <>
      <p className="text-slate-700">
        <Trans>
          {active} active, {invited} invited and {deactivated} deactivated.
        </Trans>
      </p>
      {shortList.length > 0 && (
        <DataTable
          caption={total > shown ? t`The first ${shown} of ${total} people` : t`Everyone in your organisation`}
          showCaption
          columns={[t`Name`, t`Role`, t`Manager`, t`Status`]}
        >
          {shortList.map((person) => (
            <tr key={person.id}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                {personName(person)}
              </th>
              <td className="px-3 py-2 text-slate-800">{t(roleLabel[person.role])}</td>
              <td className="px-3 py-2 text-slate-800">{person.managerName ?? '—'}</td>
              <td className="px-3 py-2 text-slate-800">{t(personStatusLabel[person.status])}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <div>
        <Link to={paths.employeeManagement} className={buttonClasses({ variant: 'outline' })}>
          <Trans>Manage all employees</Trans>
        </Link>
      </div>
    </>
  );
}
