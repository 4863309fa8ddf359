import { Trans, useLingui } from '@lingui/react/macro';
import type { Person } from '#domain/api/people.ts';
import { roleLabel } from '#domain/roles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { displayName, statusLabel, statusVariant } from './person-display.ts';
import { PersonRowActions, type PersonActions } from './person-row-actions.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { attributesLine } from './person-attributes.ts';
import { useAttributeDefinitions } from './queries.ts';

/** The organisation's people, members and open invitations alike, one row each. */
export function PeopleTable({ people, selfId, actions }: { people: Person[]; selfId: string | undefined; actions: PersonActions }) {
  const { t } = useLingui();
  const columns = [t`Name`, t`Email`, t`Role`, t`Manager`, t`Status`, t`Team size`, t`Attributes`, t`Actions`];
  return (
    <DataTable caption={t`Team members`} columns={columns}>
      {people.map((person) => (
        <PersonRow
          key={`${person.kind}-${person.id}`}
          person={person}
          isSelf={person.kind === 'member' && person.id === selfId}
          actions={actions}
        />
      ))}
    </DataTable>
  );
}

function PersonRow({ person, isSelf, actions }: { person: Person; isSelf: boolean; actions: PersonActions }) {
  const { t, i18n } = useLingui();
  const definitions = useAttributeDefinitions().data?.definitions;
  const attributes = attributesLine(i18n, person.attributes, definitions);
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 font-medium">
        {person.kind === 'member' || person.firstName ? (
          displayName(person)
        ) : (
          <span className="font-normal text-slate-600">
            <Trans>Not joined yet</Trans>
          </span>
        )}
        {isSelf && (
          <span className="font-normal text-slate-600">
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
      </th>
      <td className="px-3 py-2">
        <EmailAddress address={person.email} />
      </td>
      <td className="px-3 py-2">
        <Badge variant="info">{t(roleLabel[person.role])}</Badge>
      </td>
      <td className="px-3 py-2">{person.managerName ?? <span className="text-slate-600">—</span>}</td>
      <td className="px-3 py-2">
        <Badge variant={statusVariant[person.status]}>{t(statusLabel[person.status])}</Badge>
      </td>
      <td className="px-3 py-2 tabular-nums">{person.kind === 'member' ? person.directReports : '—'}</td>
      <td className="px-3 py-2">{attributes ?? <span className="text-slate-600">—</span>}</td>
      <td className="px-3 py-2">
        <PersonRowActions person={person} isSelf={isSelf} actions={actions} />
      </td>
    </tr>
  );
}
