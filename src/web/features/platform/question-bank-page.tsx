import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import type { QuestionBank } from '#domain/api/platform-question-bank.ts';
import { questionBankMessages } from '#domain/messages/question-bank.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { useQuestionBank, useQuestionBankSet } from './queries.ts';
import { QuestionSetEditor } from './question-set-editor.tsx';
import { VersionHistory } from './version-history.tsx';

const here = `${paths.platform}/question-bank`;
function SetList({ sets }: { sets: QuestionBank['sets'] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {sets.map((set) => (
        <SetItem key={set.id} set={set} />
      ))}
    </ul>
  );
}

function SetItem({ set }: { set: QuestionBank['sets'][number] }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const { title, currentVersion: version, statementCount } = set;
  const since = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(set.updatedAt));
  return (
    <li>
      <Card className="h-full">
        <CardHeader>
          <CardTitle as="h2">{title}</CardTitle>
          <CardDescription>
            <Trans>
              Version {version} · <Plural value={statementCount} one="# statement" other="# statements" /> · since{' '}
              <time dateTime={set.updatedAt}>{since}</time>
            </Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={`${here}?set=${encodeURIComponent(set.id)}`} className={textLinkClass} aria-label={t`Open ${title}`}>
            <Trans context="open a question set">Open</Trans>
          </Link>
        </CardContent>
      </Card>
    </li>
  );
}

function SetPage({ setId }: { setId: string }) {
  const { t } = useLingui();
  const query = useQuestionBankSet(setId);
  const [saved, setSaved] = useState<string | null>(null);
  if (query.isPending) return <LoadingState label={t`Loading the set…`} />;
  if (query.isError)
    return <LoadFailedMessage title={t(questionBankMessages.loadFailed)} error={query.error} onRetry={() => void query.refetch()} />;
  const newest = query.data.versions[0];
  const version = newest?.version;
  return (
    <>
      <div className="flex flex-col gap-2">
        <h2 className="text-2xl font-semibold">{query.data.set.title}</h2>
        <p className="text-slate-700">
          <Trans>
            New assessments of this set ask its newest version, version {version}; assessments already started keep the version they started
            with.
          </Trans>
        </p>
        <Link to={here} className={textLinkClass}>
          <Trans>All question sets</Trans>
        </Link>
      </div>
      {saved && <FormMessage tone="success">{saved}</FormMessage>}
      {newest && <QuestionSetEditor key={newest.version} set={query.data.set} newest={newest} onSaved={setSaved} />}
      <VersionHistory data={query.data} />
    </>
  );
}

/** /platform/question-bank: the built-in question sets, edited as new versions (platform administrators). */
export function QuestionBankPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const setId = search.get('set');
  const bank = useQuestionBank();
  let body;
  if (setId) body = <SetPage setId={setId} />;
  else if (bank.isPending) body = <LoadingState label={t`Loading the question bank…`} />;
  else if (bank.isError)
    body = <LoadFailedMessage title={t(questionBankMessages.loadFailed)} error={bank.error} onRetry={() => void bank.refetch()} />;
  else body = <SetList sets={bank.data.sets} />;
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Question bank</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>The statements of the built-in question sets. A change is saved as a new version of its set.</Trans>
        </p>
      </div>
      {body}
    </section>
  );
}
