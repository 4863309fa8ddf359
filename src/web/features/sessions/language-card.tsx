import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#domain/locales.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { api } from '#web/api-client.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { activateLocale, rememberLocale } from '#web/i18n/locale.ts';

/** The value of "follow my browser" in the select: no language chosen. */
const FOLLOW_BROWSER = '';

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

  const change = (value: string) => {
    const locale = isLocale(value) ? value : null;
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
        <Field label={t`Language`}>
          <Select
            className="max-w-72"
            value={chosen ?? FOLLOW_BROWSER}
            disabled={save.isPending}
            onChange={(event) => change(event.target.value)}
          >
            <option value={FOLLOW_BROWSER}>{t`As my browser asks (else my organisation's language)`}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
        </Field>
        {save.isError && (
          <FormMessage tone="error">{errorMessage(save.error, t`Your language was not saved. Please try again.`)}</FormMessage>
        )}
      </CardContent>
    </Card>
  );
}
