import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { askForEmailDomain, emailDomainRequestsQuery } from './queries.ts';

const statusText: Record<EmailDomainRequest['status'], string> = {
  pending: 'Waiting for CultureLens',
  approved: 'Approved',
  refused: 'Refused',
};
const statusVariant = { pending: 'warning', approved: 'success', refused: 'danger' } as const;
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/**
 * An e-mail domain other than the administrator's own needs CultureLens's approval before it
 * can be allowed (decision 0034): the request goes to the platform administrator, and its answer
 * shows here. An approved domain can then be added to the allowed domains above.
 */
export function EmailDomainRequestsCard() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const requests = useQuery(emailDomainRequestsQuery);
  const form = useSchemaForm(RequestEmailDomainRequestSchema, { domain: '' });
  const domain = form.field('domain');
  const ask = useMutation({ mutationFn: askForEmailDomain });

  const submit = form.handleSubmit(async (values) => {
    try {
      await ask.mutateAsync(values);
      form.reset({ domain: '' });
      // The answer is the whole list; the domain asked for is the parsed one (trimmed, lower case).
      toast({ title: 'Approval asked for', description: `CultureLens will look at ${values.domain}.`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: emailDomainRequestsQuery.queryKey });
    } catch (error) {
      // A refusal about the domain shows on its field; anything else (a limit, a lost connection) as a toast.
      if (!form.showServerErrors(error, { focus: true }))
        toast({ title: 'Approval not asked for', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Approval of an e-mail domain</CardTitle>
        <CardDescription>
          Your own e-mail address's domain can be allowed at once. For another domain, ask CultureLens to approve it first.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field label="Domain to approve" hint="For example example.co.uk" error={domain.error} className="grow">
            <Input {...inputPropsOf(domain)} autoComplete="off" />
          </Field>
          <Button type="submit" variant="outline" loading={form.formState.isSubmitting}>
            Ask for approval
          </Button>
        </form>
        <RequestList requests={requests} />
      </CardContent>
    </Card>
  );
}

function RequestList({ requests }: { requests: ReturnType<typeof useQuery<{ requests: EmailDomainRequest[] }>> }) {
  if (requests.isPending) return <LoadingState label="Loading your requests…" />;
  if (requests.isError)
    return <FormMessage tone="error">{errorMessage(requests.error, 'Could not load your requests. Please try again.')}</FormMessage>;
  if (requests.data.requests.length === 0) return <p className="text-sm text-slate-700">No domain asked for yet.</p>;
  return (
    <ul aria-label="Domains asked for" className="flex flex-col divide-y divide-slate-200">
      {requests.data.requests.map((request) => (
        <li key={request.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="flex flex-col">
            <span className="font-medium break-all">{request.domain}</span>
            <span className="text-sm text-slate-700">
              Asked {day.format(new Date(request.requestedAt))}
              {request.decidedAt && ` · answered ${day.format(new Date(request.decidedAt))}`}
              {request.refusalReason && ` · ${request.refusalReason}`}
            </span>
          </div>
          <Badge variant={statusVariant[request.status]}>{statusText[request.status]}</Badge>
        </li>
      ))}
    </ul>
  );
}
