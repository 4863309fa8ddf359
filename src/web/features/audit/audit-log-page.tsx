import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEventFilter } from '#domain/api/audit.ts';
import { auditMessages } from '#domain/messages/audit.ts';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ListPager } from '#web/components/ui/list-pager.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { usePeople } from '#web/features/people/index.ts';
import { AuditLogFilters, hasDatesOutOfOrder, noAuditLogFilter, type AuditLogFilter } from './audit-log-filters.tsx';
import { AuditLogTable } from './audit-log-table.tsx';
import { auditCsvHref, useAuditEvents } from './queries.ts';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';

const PAGE_SIZE = 25;

/** The filters as the API takes them; a `to` before `from` is left out until it is corrected. */
function requestFilter(filter: AuditLogFilter): AuditEventFilter {
  return {
    ...(filter.action === 'all' ? {} : { action: filter.action }),
    ...(filter.personId ? { personId: filter.personId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to && !hasDatesOutOfOrder(filter) ? { to: filter.to } : {}),
  };
}

/** The organisation's members, by name, to choose whose actions to show. */
function usePersonChoices() {
  const people = usePeople({ search: '', role: 'all', status: 'all' });
  const locale = useIntlLocale();
  return (people.data?.people ?? [])
    .filter((person) => person.kind === 'member')
    .map((person) => ({ value: person.id, label: `${person.firstName ?? ''} ${person.lastName ?? ''} (${person.email})`.trim() }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** /audit-log: who did what in the organisation, newest first, filtered, paged and downloadable. */
export function AuditLogPage() {
  const [filter, setFilter] = useState<AuditLogFilter>(noAuditLogFilter);
  const [page, setPage] = useState(1);
  const shown = requestFilter(filter);
  const events = useAuditEvents({ ...shown, page, pageSize: PAGE_SIZE });
  const people = usePersonChoices();
  const { t } = useLingui();

  let body;
  if (events.isPending) {
    body = <LoadingState label={t`Loading the audit log…`} />;
  } else if (events.isError) {
    body = <LoadFailedMessage title={t(auditMessages.loadFailed)} error={events.error} onRetry={() => void events.refetch()} />;
  } else if (events.data.total === 0) {
    const filtered = Object.keys(shown).length > 0;
    body = <p className="text-sm text-slate-700">{filtered ? t`No event matches these filters.` : t`Nothing has been recorded yet.`}</p>;
  } else {
    body = (
      <>
        <AuditLogTable events={events.data.events} />
        <ListPager
          label={t`Audit log pages`}
          page={events.data.page}
          pageSize={events.data.pageSize}
          total={events.data.total}
          onPage={setPage}
        />
      </>
    );
  }

  const total = events.data?.total ?? 0;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Audit log</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            Who did what in your organisation, newest first: sign-ins, invitations, role and settings changes, assessments and exports.
            Times and dates are in UTC. Answers to assessments are never recorded here.
          </Trans>
        </p>
      </div>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>
            <Trans>Events</Trans>
          </CardTitle>
          {events.data && (
            <p className="text-sm font-medium text-slate-900">{t`Total: ${plural(total, { one: '# event', other: '# events' })}`}</p>
          )}
          <a href={auditCsvHref(shown)} download className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Trans>Download CSV</Trans>
          </a>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <AuditLogFilters
            filter={filter}
            people={people}
            onChange={(change) => {
              setFilter((current) => ({ ...current, ...change }));
              setPage(1);
            }}
          />
          {body}
        </CardContent>
      </Card>
    </section>
  );
}
