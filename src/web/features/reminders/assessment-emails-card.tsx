import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { useAssessmentEmails, useSetAssessmentEmails } from './queries.ts';

/**
 * On the account page: launch e-mails and reminders, on or off. The way back after an
 * unsubscribe link, since no more of those e-mails (and their links) arrive.
 */
export function AssessmentEmailsCard() {
  const emails = useAssessmentEmails();
  const change = useSetAssessmentEmails();
  const { t } = useLingui();

  let body;
  if (emails.isPending) body = <LoadingState label={t`Loading your e-mail choice…`} />;
  else if (emails.isError)
    body = <FormMessage tone="error">{errorMessage(emails.error, t`Could not load your e-mail choice. Please try again.`)}</FormMessage>;
  else {
    body = (
      <div className="flex flex-col gap-3">
        <Checkbox
          label={t`E-mail me when an assessment opens, and remind me while I have not completed it`}
          checked={emails.data.subscribed}
          disabled={change.isPending}
          onCheckedChange={(subscribed) => change.mutate({ subscribed })}
        />
        {change.isError && (
          <FormMessage tone="error">{errorMessage(change.error, t`Your choice was not saved. Please try again.`)}</FormMessage>
        )}
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>E-mails about assessments</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>From your organisation. E-mails about your account, such as password resets, always reach you.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
