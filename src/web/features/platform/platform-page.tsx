import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import type { PlatformOverview } from '#domain/api/platform.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { ListPager } from '#web/components/ui/list-pager.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { Link } from 'react-router';
import { paths } from '#web/paths.ts';
import { DailyCompletionsCard, PlatformCounts } from './platform-figures.tsx';
import { SuspensionAction, SuspensionStatus } from './organisation-suspension.tsx';
import { usePlatformOverview } from './queries.ts';

function OrganisationList({ list, onPage }: { list: PlatformOverview['organisationList']; onPage: (page: number) => void }) {
  const [done, setDone] = useState<string | null>(null);
  const { t } = useLingui();
  const locale = useIntlLocale();
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Organisations</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {done && <FormMessage tone="success">{done}</FormMessage>}
        {list.total === 0 ? (
          <p className="text-sm text-slate-700">
            <Trans>No organisation has been created yet.</Trans>
          </p>
        ) : (
          <>
            <DataTable caption={t`Organisations`} columns={[t`Name`, t`Created`, t`People`, t`Assessments`, t`Status`, t`Action`]}>
              {list.items.map((organisation) => (
                <tr key={organisation.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {organisation.name}
                  </th>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={organisation.createdAt}>{dateFormat.format(new Date(organisation.createdAt))}</time>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{organisation.people.toLocaleString(locale)}</td>
                  <td className="px-3 py-2 tabular-nums">{organisation.assessments.toLocaleString(locale)}</td>
                  <td className="px-3 py-2">
                    <SuspensionStatus organisation={organisation} />
                  </td>
                  <td className="px-3 py-2">
                    <SuspensionAction organisation={organisation} onDone={setDone} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <ListPager label={t`Organisation pages`} page={list.page} pageSize={list.pageSize} total={list.total} onPage={onPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** /platform: the platform administrator's counts across organisations, never any organisation's results. */
export function PlatformPage() {
  const [page, setPage] = useState(1);
  const overview = usePlatformOverview(page);
  const { t } = useLingui();

  let body;
  if (overview.isPending) {
    body = <LoadingState label={t`Loading the platform overview…`} />;
  } else if (overview.isError) {
    body = (
      <LoadFailedMessage title={t`Error loading the platform overview`} error={overview.error} onRetry={() => void overview.refetch()} />
    );
  } else {
    body = (
      <>
        <PlatformCounts overview={overview.data} />
        <OrganisationList list={overview.data.organisationList} onPage={setPage} />
        <DailyCompletionsCard days={overview.data.completionsByDay} />
      </>
    );
  }

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Platform overview</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Counts across every organisation on this installation. No organisation&rsquo;s results are shown here.</Trans>
        </p>
        <p>
          <Link to={paths.platformEmailDomains} className={textLinkClass}>
            <Trans>E-mail domains organisations asked for</Trans>
          </Link>
        </p>
        <p>
          <Link to={`${paths.platform}/question-bank`} className={textLinkClass}>
            <Trans>Question bank</Trans>
          </Link>
        </p>
      </div>
      {body}
    </section>
  );
}
