import { Trans, useLingui } from '@lingui/react/macro';
import type { DailyCompletions, PlatformOverview } from '#domain/api/platform.ts';
import { PLATFORM_SMALL_NUMBER } from '#domain/platform-figures.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  const locale = useIntlLocale();
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-semibold">{value.toLocaleString(locale)}</dd>
      {detail && <dd className="text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

/** Organisations, people and assessments by status: counts only. */
export function PlatformCounts({ overview }: { overview: PlatformOverview }) {
  const { organisations, people, assessments } = overview;
  const { t } = useLingui();
  const locale = useIntlLocale();
  const active = people.active.toLocaleString(locale);
  const scheduled = assessments.scheduled.toLocaleString(locale);
  const paused = assessments.paused.toLocaleString(locale);
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label={t`Organisations`} value={organisations.total} />
      <Figure label={t`People`} value={people.total} detail={t`${active} active`} />
      <Figure label={t`Open assessments`} value={assessments.open} detail={t`${scheduled} scheduled, ${paused} paused`} />
      <Figure label={t`Closed assessments`} value={assessments.closed} />
    </dl>
  );
}

/** Completed participations per day, newest first, under the small-number rule the server applies. */
export function DailyCompletionsCard({ days }: { days: DailyCompletions[] }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const dayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const count = days.length;
  const small = PLATFORM_SMALL_NUMBER;
  const shownCount = (entry: DailyCompletions): string => {
    if (entry.completions !== null) return entry.completions.toLocaleString(locale);
    return entry.hiddenBecause === 'one_organisation' ? t({ message: 'Hidden', context: 'daily figure' }) : `<${small}`;
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Completed assessments per day</Trans>
        </CardTitle>
        <p className="text-sm text-slate-700">
          <Trans>
            The last {count} full days (UTC), across every organisation. A day with fewer than {small} shows &lsquo;&lt;{small}&rsquo;; a
            day whose completions all came from one organisation is hidden, as its figure would be that organisation&rsquo;s.
          </Trans>
        </p>
      </CardHeader>
      <CardContent>
        <DataTable caption={t`Completed assessments per day`} columns={[t`Day`, t`Completed`]}>
          {[...days].reverse().map((entry) => (
            <tr key={entry.day}>
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                <time dateTime={entry.day}>{dayFormat.format(new Date(`${entry.day}T00:00:00Z`))}</time>
              </th>
              <td className="px-3 py-2 tabular-nums">{shownCount(entry)}</td>
            </tr>
          ))}
        </DataTable>
      </CardContent>
    </Card>
  );
}
