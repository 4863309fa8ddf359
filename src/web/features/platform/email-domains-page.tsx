import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useIntlLocale } from '#web/i18n/intl-locale.ts';
import type { PlatformEmailDomainRequest } from '#domain/api/organisations-email-domains.ts';
import { errorMessages } from '#domain/messages/errors.ts';
import { platformMessages } from '#domain/messages/platform.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { useDecideDomainRequest, useDomainRequests } from './queries.ts';
import { ReasonForm } from './reason-form.tsx';

/** One request: approve at once, or refuse with a reason the organisation will read. */
function DomainRequest({ request, onDone }: { request: PlatformEmailDomainRequest; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const decide = useDecideDomainRequest();
  const [refusing, setRefusing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const locale = useIntlLocale();
  const { domain, organisationName, requestedByEmail: requestedBy } = request;
  const requestedOn = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(request.requestedAt));
  const requestedAt = <time dateTime={request.requestedAt}>{requestedOn}</time>;
  const approve = async () => {
    setFailure(null);
    try {
      await decide.mutateAsync({ id: request.id, decision: 'approve' });
      onDone(t(platformMessages.domainApproved(request.domain)));
    } catch (error) {
      setFailure(errorMessage(error, t(errorMessages.internal_error)));
    }
  };
  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold">{request.domain}</p>
        <p className="text-sm text-slate-700">
          {requestedBy ? (
            <Trans>
              For {organisationName}, asked by {requestedBy} on {requestedAt}. Check that the domain is theirs before approving it.
            </Trans>
          ) : (
            <Trans>
              For {organisationName}, asked by someone no longer in it on {requestedAt}. Check that the domain is theirs before approving
              it.
            </Trans>
          )}
        </p>
      </div>
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      {refusing ? (
        <ReasonForm
          label={t`Why refuse ${domain}?`}
          submitLabel={t`Refuse ${domain}`}
          destructive
          onCancel={() => setRefusing(false)}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ id: request.id, decision: 'refuse', reason });
            onDone(t(platformMessages.domainRefused(request.domain)));
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={decide.isPending} onClick={() => void approve()}>
            <Trans>Approve {domain}</Trans>
          </Button>
          <Button size="sm" variant="outline" onClick={() => setRefusing(true)}>
            <Trans>Refuse…</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

/** /platform/email-domains: the e-mail domains organisations asked to use for self-registration. */
export function EmailDomainsPage() {
  const requests = useDomainRequests();
  const [done, setDone] = useState<string | null>(null);
  const { t } = useLingui();
  let body;
  if (requests.isPending) body = <LoadingState label={t`Loading the requests…`} />;
  else if (requests.isError)
    body = <LoadFailedMessage title={t`Error loading the requests`} error={requests.error} onRetry={() => void requests.refetch()} />;
  else if (requests.data.requests.length === 0)
    body = (
      <p className="text-sm text-slate-700">
        <Trans>No organisation is waiting for an answer.</Trans>
      </p>
    );
  else
    body = (
      <ul className="flex flex-col gap-4">
        {requests.data.requests.map((request) => (
          <DomainRequest key={request.id} request={request} onDone={setDone} />
        ))}
      </ul>
    );
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>E-mail domains</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>
            Organisations ask for these to let people at the domain join them by registering. An approved domain can be added to the
            organisation&rsquo;s list by its administrators; a refusal&rsquo;s reason is shown to them.
          </Trans>
        </p>
      </div>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Waiting for an answer</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}
