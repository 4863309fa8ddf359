import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { AttributeDefinitionsCard } from './attribute-definitions-card.tsx';
import { CsvImportCard } from './csv-import-card.tsx';
import { PeopleList } from './people-list.tsx';

/** /employee-management: the organisation's people, their roles, managers and status, and CSV import. */
export function EmployeeManagementPage() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Employee Management</Trans>
          </h1>
          <p className="text-slate-700">
            <Trans>Your organisation&apos;s people: roles, managers and who can sign in.</Trans>
          </p>
        </div>
        <Link to={paths.inviteEmployee} className={buttonClasses()}>
          <Trans>Invite Employee</Trans>
        </Link>
      </div>
      <PeopleList />
      <AttributeDefinitionsCard />
      <CsvImportCard />
    </section>
  );
}
