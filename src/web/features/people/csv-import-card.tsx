import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvitationOutcome } from '#domain/api/invitations.ts';
import { ImportPeopleRequestSchema } from '#domain/api/people.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { invalidatePeopleAndInvitations, InvitationResults, invitationResultToasts } from '#web/features/invitations/index.ts';
import { useSchemaForm } from '#web/use-schema-form.ts';
import { CsvImportHelp } from './csv-import-help.tsx';
import { importPeople } from './queries.ts';

/** Invites many people from a CSV file and reports each row. */
export function CsvImportCard() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // The file's text is the request's `csv`, checked by the request schema before it is sent.
  const form = useSchemaForm(ImportPeopleRequestSchema, { csv: '' });
  const fileError = form.formState.errors.csv?.message;
  const [results, setResults] = useState<InvitationOutcome[] | null>(null);
  const helpId = useId();

  const run = useMutation({
    mutationFn: importPeople,
    onSuccess: (response) => {
      setResults(response.results);
      const toasts = invitationResultToasts(response);
      if (toasts.length === 0) toast({ title: t`Import complete`, description: t`The file had no rows to import.` });
      toasts.forEach((options) => toast(options));
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
    onError: (error) => {
      setResults(null);
      toast({ title: t`Import failed`, description: errorMessage(error, t`The file could not be imported.`), variant: 'destructive' });
    },
    onSettled: () => invalidatePeopleAndInvitations(queryClient),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return form.setError('csv', { message: t`Choose a CSV file to import.` });
    form.setValue('csv', await file.text());
    await form.handleSubmit(({ csv }) => run.mutate(csv))();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Import from a CSV file</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Invite many people at once, with their names, roles and managers.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <CsvImportHelp id={helpId} />
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="flex flex-wrap items-end gap-3">
          <Field label={t`CSV file`} error={fileError}>
            <Input
              ref={fileInput}
              type="file"
              name="csv"
              accept=".csv,text/csv"
              aria-describedby={helpId}
              className="h-auto"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                form.clearErrors('csv');
              }}
            />
          </Field>
          <Button type="submit" loading={run.isPending}>
            {run.isPending ? t`Importing…` : t`Import`}
          </Button>
        </form>
        <InvitationResults results={results} caption={t`Import results`} lineLabel={t`Line`} />
      </CardContent>
    </Card>
  );
}
