import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RequestEmailDomainRequestSchema, type EmailDomainRequest } from '#domain/api/organisations-email-domains.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import { askForEmailDomain, emailDomainRequestsQuery } from './queries.ts';

const statusText: Record<EmailDomainRequest['status'], MessageDescriptor> = {
  pending: msg`Waiting for CultureLens`,
  approved: msg({ message: 'Approved', context: 'domain request status' }),
  refused: msg({ message: 'Refused', context: 'domain request status' }),
};
const statusVariant = { pending: 'warning', approved: 'success', refused: 'danger' } as const;

/**
 * An e-mail domain other than the administrator's own needs CultureLens's approval before it
 * can be allowed (decision 0034): the request goes to the platform administrator, and its answer
 * shows here. An approved domain can then be added to the allowed domains above.
 */
export function EmailDomainRequestsCard() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useLingui();
  const requests = useQuery(emailDomainRequestsQuery);
  const form = useSchemaForm(RequestEmailDomainRequestSchema, { domain: '' });
  const domain = form.field('domain');
  const ask = useMutation({ mutationFn: askForEmailDomain });

  const submit = form.handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values);
      form.reset({ domain: '' });
      // The answer is the whole list; the domain asked for is the parsed one (trimmed, lower case).
      const asked = values.domain;
      toast({ title: t`Approval asked for`, description: t`CultureLens will look at ${asked}.`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: emailDomainRequestsQuery.queryKey });
    } catch (error) {
      // A refusal about the domain shows on its field; anything else (a limit, a lost connection) as a toast.
      if (!form.showServerErrors(error, { focus: true }))
        toast({ title: t`Approval not asked for`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Approval of an e-mail domain</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your own e-mail address's domain can be allowed at once. For another domain, ask CultureLens to approve it first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label={t`Domain to approve`} hint={t`For example example.co.uk`} error={domain.error} className="grow">
            <Input {...inputPropsOf(domain)} autoComplete="off" />
          </Field>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            <Trans>Ask for approval</Trans>
          </Button>
        </form>
        <RequestList requests={requests} />
      </CardContent>
    </Card>
  );
}

function RequestList({ requests }: { requests: ReturnType<typeof useQuery<{ requests: EmailDomainRequest[] }>> }) {
  const { t } = useLingui();
  if (requests.isPending) return <LoadingState label={t`Loading your requests…`} />;
  if (requests.isError)
    return <FormMessage tone="error">{errorMessage(requests.error, t`Could not load your requests. Please try again.`)}</FormMessage>;
  if (requests.data.requests.length === 0)
    return (
      <p className="text-sm text-slate-700">
        <Trans>No domain asked for yet.</Trans>
      </p>
    );
  return (
    <ul aria-label={t`Domains asked for`} className="flex flex-col divide-y divide-slate-200">
      {requests.data.requests.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}

function RequestItem({ request }: { request: EmailDomainRequest }) {
  const { t } = useLingui();
  const day = new Intl.DateTimeFormat(useIntlLocale(), { dateStyle: 'medium' });
  const asked = day.format(new Date(request.requestedAt));
  const answered = request.decidedAt && day.format(new Date(request.decidedAt));
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex flex-col">
        <span className="font-medium break-all">{request.domain}</span>
        <span className="text-sm text-slate-700">
          {answered ? t`Asked ${asked} · answered ${answered}` : t`Asked ${asked}`}
          {request.refusalReason && ` · ${request.refusalReason}`}
        </span>
      </div>
      <Badge variant={statusVariant[request.status]}>{t(statusText[request.status])}</Badge>
    </li>
  );
}
