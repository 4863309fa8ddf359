import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '#domain/locales.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LanguageSelect } from '#web/components/ui/language-select.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { api } from '#web/api-client.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { activateLocale, rememberLocale } from '#web/i18n/locale.ts';

/**
 * On the account page: the person's language (decision 0053). Saved on their account, so their
 * e-mails and every device speak it, and shown at once.
 */
export function LanguageCard() {
  const { t } = useLingui();
  const { user, refresh } = useAuth();
  const [chosen, setChosen] = useState<Locale | null>(user?.locale ?? null);
  const save = useMutation({
    mutationFn: (locale: Locale | null) => api('PUT /api/account/locale', { body: { locale } }),
    onSuccess: async ({ locale }) => {
      if (locale) {
        rememberLocale(locale);
        await activateLocale(locale);
      }
      await refresh();
    },
  });

  const change = (locale: Locale | null) => {
    setChosen(locale);
    save.mutate(locale);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Language</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The language of CultureLens and of your e-mails, on every device you sign in on.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <LanguageSelect
          label={t`Language`}
          className="max-w-72"
          value={chosen}
          disabled={save.isPending}
          onChange={change}
          noChoice={t`As my browser asks (else my organisation's language)`}
        />
        {save.isError && (
          <FormMessage tone="error">{errorMessage(save.error, t`Your language was not saved. Please try again.`)}</FormMessage>
        )}
      </CardContent>
    </Card>
  );
}
