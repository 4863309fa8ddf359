import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BulkInvitationFormSchema, INVITATION_VALIDITY_DAYS, type InvitationOutcome } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { roleLabel } from '#domain/roles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { InvitationResults } from './invitation-results.tsx';
import { invitationErrorToast, invitationResultToasts, resultsFromIssues } from './invitation-toasts.ts';
import { useCreateInvitations } from './queries.ts';

const BULK_ROLES = ['employee', 'manager'] as const;

/** Invites a pasted list of addresses, one per line, with one role, and reports each line. */
export function BulkInviteCard() {
  const { t } = useLingui();
  const { toast } = useToast();
  const send = useCreateInvitations();
  const form = useSchemaForm(BulkInvitationFormSchema, { text: '', role: 'employee' });
  const [results, setResults] = useState<InvitationOutcome[] | null>(null);
  const text = form.field('text');
  const days = INVITATION_VALIDITY_DAYS;

  const handleSubmit = form.handleSubmit(
    (request) =>
      send.mutate(request, {
        onSuccess: (response) => {
          setResults(response.results);
          invitationResultToasts(response).forEach((options) => toast(options));
          // Keep the text while a line needs correcting, so the line numbers of the report still match.
          if (!response.results.some((result) => result.outcome === 'invalid')) form.resetField('text');
        },
        onError: (error) => {
          setResults(resultsFromIssues(error));
          toast(invitationErrorToast(error, t(invitationMessages.sendFailed), t(invitationMessages.sendFailed)));
        },
      }),
    (errors) => {
      // No address at all is said in a toast, with the catalogue's title, as the server would.
      if (errors.text?.message !== t(invitationMessages.noEmailsText)) return;
      form.clearErrors('text');
      toast({ title: t(invitationMessages.noEmailsTitle), description: t(invitationMessages.noEmailsText), variant: 'destructive' });
    },
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Send invitations</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Each address gets an email with a personal link that works for {days} days. Addresses already invited or already in your
            organisation are skipped.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <Field label={t`Default role`} hint={t`Everyone in this list is invited with this role.`} className="max-w-xs">
            <Select {...form.register('role')} options={BULK_ROLES.map((value) => ({ value, label: t(roleLabel[value]) }))} />
          </Field>
          <Field label={t`Email addresses`} hint={t`One email address per line.`} error={text.error}>
            <Textarea
              {...inputPropsOf(text)}
              rows={6}
              maxLength={100_000}
              spellCheck={false}
              placeholder={'alex@example.com\nsam@example.com'}
            />
          </Field>
          <div>
            <Button type="submit" loading={send.isPending}>
              {send.isPending ? t`Sending…` : t`Send Invitations`}
            </Button>
          </div>
        </form>
        <InvitationResults results={results} caption={t`Results of the last send`} />
      </CardContent>
    </Card>
  );
}
