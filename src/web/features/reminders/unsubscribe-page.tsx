import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { reminderMessages } from '#domain/messages.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { AuthCard } from '#web/features/accounts/index.ts';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { unsubscribe } from './queries.ts';

/**
 * Where an e-mail's unsubscribe link leads (GET /api/unsubscribe sends people here): it asks
 * first, so a link scanner that opens every link in a mail unsubscribes nobody.
 */
export function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const request = useMutation({ mutationFn: unsubscribe });
  const { t } = useLingui();

  if (!token) {
    return (
      <AuthCard title={t`Unsubscribe`}>
        <FormMessage tone="error">{t(reminderMessages.unsubscribeLinkInvalid)}</FormMessage>
      </AuthCard>
    );
  }
  if (request.isSuccess) {
    return (
      <AuthCard title={t(reminderMessages.unsubscribedTitle)}>
        <div className="flex flex-col gap-4">
          <FormMessage tone="success">{t(reminderMessages.unsubscribedText)}</FormMessage>
          <p className="text-sm text-slate-700">
            <Trans>
              Changed your mind? Sign in and turn them back on under{' '}
              <Link to={paths.account} className={textLinkClass}>
                Account security
              </Link>
              .
            </Trans>
          </p>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t`Stop e-mails about assessments?`}
      description={t`Launch e-mails and reminders from your organisation will stop. E-mails about your account, such as password resets, still reach you.`}
    >
      <div className="flex flex-col gap-4">
        {request.isError && (
          <FormMessage tone="error">{errorMessage(request.error, t(reminderMessages.unsubscribeLinkInvalid))}</FormMessage>
        )}
        <Button className="w-full" loading={request.isPending} onClick={() => request.mutate(token)}>
          <Trans>Unsubscribe</Trans>
        </Button>
      </div>
    </AuthCard>
  );
}
