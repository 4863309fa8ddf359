import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Person } from '#domain/api/people.ts';
import type { Role } from '#domain/roles.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { SignOutEverywhereDialog } from '#web/features/sessions/index.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { ActivationDialog } from './activation-dialog.tsx';
import { EditPersonDialog } from './edit-person-dialog.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { PeopleFilters } from './people-filters.tsx';
import { PeopleTable } from './people-table.tsx';
import { displayName } from './person-display.ts';
import { usePeople, type PeopleFilter } from './queries.ts';
import { useDebounced } from '#web/use-debounced.ts';

const SEARCH_DELAY_MS = 300;
const MANAGER_ROLES: readonly Role[] = ['manager', 'organisation_admin', 'platform_admin'];

/** The people card of employee management: filters, the table, and the dialogs its actions open. */
export function PeopleList() {
  const { user } = useAuth();
  const { t } = useLingui();
  const [filter, setFilter] = useState<PeopleFilter>({ search: '', role: 'all', status: 'all' });
  const debouncedSearch = useDebounced(filter.search, SEARCH_DELAY_MS);
  const people = usePeople({ search: debouncedSearch, role: filter.role, status: filter.status });
  // Every active manager and admin, whatever the filters: the candidates for "Manager".
  const everyoneActive = usePeople({ search: '', role: 'all', status: 'active' });
  const managers = (everyoneActive.data?.people ?? []).filter((person) => person.kind === 'member' && MANAGER_ROLES.includes(person.role));

  const [editing, setEditing] = useState<Person | null>(null);
  const [toggling, setToggling] = useState<Person | null>(null);
  const [signingOut, setSigningOut] = useState<Person | null>(null);

  let body;
  if (people.isPending) {
    body = <LoadingState label={t`Loading people…`} />;
  } else if (people.isError) {
    body = <LoadFailedMessage title={t`Error loading people`} error={people.error} onRetry={() => void people.refetch()} />;
  } else if (people.data.people.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        <Trans>No people match these filters.</Trans>
      </p>
    );
  } else {
    const actions = { edit: setEditing, toggleActive: setToggling, signOutEverywhere: setSigningOut };
    body = <PeopleTable people={people.data.people} selfId={user?.id} actions={actions} />;
  }

  const counts = people.data?.counts;
  const shown = people.data?.people.length;
  const { active = 0, invited = 0, deactivated = 0 } = counts ?? {};
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Team members</Trans>
        </CardTitle>
        {counts && (
          <CardDescription>
            <Trans>
              {active} active · {invited} invited · {deactivated} deactivated
            </Trans>
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PeopleFilters filter={filter} onChange={(change) => setFilter((current) => ({ ...current, ...change }))} />
        <p aria-live="polite" className="text-sm text-slate-700">
          {shown !== undefined && t`Showing ${plural(shown, { one: '# person', other: '# people' })}`}
        </p>
        {body}
      </CardContent>
      <EditPersonDialog person={editing} managers={managers} onClose={() => setEditing(null)} />
      <ActivationDialog person={toggling} onClose={() => setToggling(null)} />
      <SignOutEverywhereDialog
        person={signingOut && { id: signingOut.id, name: displayName(signingOut) }}
        onClose={() => setSigningOut(null)}
      />
    </Card>
  );
}
