import type { DailyCompletions, PlatformOverview } from '#domain/api/platform.ts';
import { PLATFORM_SMALL_NUMBER } from '#domain/platform-figures.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';

const number = (value: number) => value.toLocaleString('en-GB');
const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function Figure({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-semibold">{number(value)}</dd>
      {detail && <dd className="text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

/** Organisations, people and assessments by status: counts only. */
export function PlatformCounts({ overview }: { overview: PlatformOverview }) {
  const { organisations, people, assessments } = overview;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Organisations" value={organisations.total} />
      <Figure label="People" value={people.total} detail={`${number(people.active)} active`} />
      <Figure
        label="Open assessments"
        value={assessments.open}
        detail={`${number(assessments.scheduled)} scheduled, ${number(assessments.paused)} paused`}
      />
      <Figure label="Closed assessments" value={assessments.closed} />
    </dl>
  );
}

function shownCount(entry: DailyCompletions): string {
  if (entry.completions !== null) return number(entry.completions);
  return entry.hiddenBecause === 'one_organisation' ? 'Hidden' : `<${PLATFORM_SMALL_NUMBER}`;
}

/** Completed participations per day, newest first, under the small-number rule the server applies. */
export function DailyCompletionsCard({ days }: { days: DailyCompletions[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Completed assessments per day</CardTitle>
        <p className="text-sm text-slate-700">
          The last {days.length} full days (UTC), across every organisation. A day with fewer than {PLATFORM_SMALL_NUMBER} shows &lsquo;&lt;
          {PLATFORM_SMALL_NUMBER}&rsquo;; a day whose completions all came from one organisation is hidden, as its figure would be that
          organisation&rsquo;s.
        </p>
      </CardHeader>
      <CardContent>
        <DataTable caption="Completed assessments per day" columns={['Day', 'Completed']}>
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
