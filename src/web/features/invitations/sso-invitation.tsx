import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ssoMessages } from '#domain/messages.ts';
import { api } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { AuthCard } from '#web/features/accounts/index.ts';

/**
 * The invitation of an organisation that requires single sign-on: no password may be set, so
 * the invited person goes to the organisation's own sign-in page with the invited address.
 */
export function SsoInvitation({ email, organisationName }: { email: string; organisationName: string }) {
  const { t } = useLingui();
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const start = async () => {
    setNotice(null);
    setLeaving(true);
    try {
      const found = await api('GET /api/sso/discover', { query: { email } });
      if (found.startUrl) return window.location.assign(found.startUrl);
      setNotice(t(ssoMessages.notConfigured));
    } catch (error) {
      setNotice(errorMessage(error, t`Please try again in a few moments.`));
    }
    setLeaving(false);
  };

  return (
    <AuthCard title={t`Join ${organisationName}`}>
      <div className="flex flex-col gap-4">
        <FormMessage tone="notice">{t(ssoMessages.required)}</FormMessage>
        {notice && <FormMessage tone="error">{notice}</FormMessage>}
        <Button type="button" loading={leaving} className="w-full" onClick={() => void start()}>
          <Trans>Sign in with your organisation</Trans>
        </Button>
      </div>
    </AuthCard>
  );
}
