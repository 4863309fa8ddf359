import type { QuestionBankSet, QuestionSetVersion } from '#domain/api/platform-question-bank.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn, focusRing } from '#web/components/ui/cn.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function VersionEntry({ version, labels, open }: { version: QuestionSetVersion; labels: ReadonlyMap<string, string>; open: boolean }) {
  return (
    <li>
      <details open={open} className="rounded-md border border-slate-200 p-3 text-sm">
        <summary className={cn('cursor-pointer rounded font-medium text-slate-900', focusRing)}>
          Version {version.version} · {version.statements.length} statements ·{' '}
          <time dateTime={version.createdAt}>{dateFormat.format(new Date(version.createdAt))} UTC</time>
          {version.createdByName ? ` · ${version.createdByName}` : ''}
        </summary>
        <p className="mt-2 text-slate-700">{version.note}</p>
        <ol className="mt-2 list-decimal pl-6">
          {version.statements.map((statement) => (
            <li key={statement.id}>
              {statement.text} <span className="text-slate-600">({labels.get(statement.domain) ?? statement.domain})</span>
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

/** Every version of the set, newest first: what each asked, when, by whom and why. */
export function VersionHistory({ data }: { data: QuestionBankSet }) {
  const labels = new Map(data.set.domains.map((domain) => [domain.key, domain.label]));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Versions</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3">
          {data.versions.map((version, index) => (
            <VersionEntry key={version.version} version={version} labels={labels} open={index === 0} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
