import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionBankSet, QuestionSetVersion } from '#domain/api/platform-question-bank.ts';
import { questionBankMessages } from '#domain/messages/question-bank.ts';
import { MAX_QUESTIONS } from '#domain/question-kind-limits.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { ApiError } from '#web/api-client.ts';
import { useSaveQuestionSetVersion } from './queries.ts';
import { StatementEditor, type StatementDraft } from './statement-editor.tsx';

let nextKey = 0;
const keyOf = () => `statement-${(nextKey += 1)}`;
const draftsOf = (version: QuestionSetVersion): StatementDraft[] => version.statements.map((statement) => ({ key: keyOf(), ...statement }));

/** The server's field issues of the statements, by position (statements.N.text → N). */
function statementErrors(error: unknown): Map<number, string> {
  if (!(error instanceof ApiError)) return new Map();
  const issues = Object.entries(error.fieldErrors()).flatMap(([path, message]) => {
    const match = /^statements\.(\d+)\./.exec(path);
    return match ? [[Number(match[1]), message] as const] : [];
  });
  return new Map(issues);
}

/** Edits the newest version of a set and saves the result as the next version, with a note. */
export function QuestionSetEditor({
  set,
  newest,
  onSaved,
}: {
  set: QuestionBankSet['set'];
  newest: QuestionSetVersion;
  onSaved: (message: string) => void;
}) {
  const { t } = useLingui();
  const [statements, setStatements] = useState(() => draftsOf(newest));
  const [note, setNote] = useState('');
  const save = useSaveQuestionSetVersion(set.id);
  const errors = statementErrors(save.error);
  const version = newest.version;
  const next = newest.version + 1;

  const change = (index: number, statement: StatementDraft) =>
    setStatements((list) => list.map((entry, at) => (at === index ? statement : entry)));
  const move = (index: number, by: -1 | 1) =>
    setStatements((list) => {
      const moved = [...list];
      const [entry] = moved.splice(index, 1);
      if (entry) moved.splice(index + by, 0, entry);
      return moved;
    });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        basedOn: newest.version,
        note,
        statements: statements.map(({ id, text, domain, translations }) => ({
          ...(id === undefined ? {} : { id }),
          text,
          domain,
          translations,
        })),
      },
      { onSuccess: (saved) => onSaved(t(questionBankMessages.saved(set.title, saved.version))) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Write version {next}</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Starting from version {version}. A reworded statement, or one moved to another domain, is asked as a new statement: answers to
            the earlier wording keep their meaning, and trends compare only statements asked in both waves.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <ol className="flex flex-col gap-3">
            {statements.map((statement, index) => (
              <StatementEditor
                key={statement.key}
                statement={statement}
                position={index + 1}
                count={statements.length}
                domains={set.domains}
                error={errors.get(index)}
                onChange={(changed) => change(index, changed)}
                onMove={(by) => move(index, by)}
                onRemove={() => setStatements((list) => list.filter((_, at) => at !== index))}
              />
            ))}
          </ol>
          <Button
            variant="outline"
            className="w-fit"
            disabled={statements.length >= MAX_QUESTIONS}
            onClick={() =>
              setStatements((list) => [...list, { key: keyOf(), text: '', domain: set.domains[0]?.key ?? '', translations: {} }])
            }
          >
            <Trans>Add a statement</Trans>
          </Button>
          <Field label={t`What changed`} hint={t`Kept with the version and in the audit log.`} required>
            <Input value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
          </Field>
          {save.isError && <FormMessage tone="error">{errorMessage(save.error, t(questionBankMessages.saveFailed))}</FormMessage>}
          <Button type="submit" className="w-fit" loading={save.isPending}>
            <Trans>Save as version {next}</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
