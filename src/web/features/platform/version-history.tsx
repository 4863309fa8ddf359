import { Plural, Trans } from '@lingui/react/macro';
import type { QuestionBankSet, QuestionSetVersion } from '#domain/api/platform-question-bank.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn, focusRing } from '#web/components/ui/cn.ts';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';

function VersionEntry({ version, labels, open }: { version: QuestionSetVersion; labels: ReadonlyMap<string, string>; open: boolean }) {
  const locale = useIntlLocale();
  const number = version.version;
  const statementCount = version.statements.length;
  const created = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(version.createdAt),
  );
  return (
    <li>
      <details open={open} className="rounded-md border border-slate-200 p-3 text-sm">
        <summary className={cn('cursor-pointer rounded font-medium text-slate-900', focusRing)}>
          <Trans>
            Version {number} · <Plural value={statementCount} one="# statement" other="# statements" /> ·{' '}
            <time dateTime={version.createdAt}>{created} UTC</time>
          </Trans>
          {version.createdByName ? ` · ${version.createdByName}` : ''}
        </summary>
        <p className="mt-2 text-slate-700">{version.note}</p>
        <ol className="mt-2 list-decimal ps-6">
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
        <CardTitle as="h2">
          <Trans>Versions</Trans>
        </CardTitle>
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
