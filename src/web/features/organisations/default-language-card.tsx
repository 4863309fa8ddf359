import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#domain/locales.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { errorMessage } from '#web/api-errors.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { useUpdateOrganisationSettings } from './queries.ts';

/**
 * On the organisation settings page: the organisation's language (decision 0053), saved on its
 * own. Invitations are written in it, and e-mails and the app of people who chose no language
 * and whose browser asks for none CultureLens speaks.
 */
export function DefaultLanguageCard({ current }: { current: Locale }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const { refresh } = useAuth();
  const [chosen, setChosen] = useState<Locale>(current);
  const save = useUpdateOrganisationSettings();

  const change = async (value: string) => {
    if (!isLocale(value)) return;
    setChosen(value);
    try {
      await save.mutateAsync({ defaultLocale: value });
      toast({ title: t`Language saved`, variant: 'success' });
      await refresh();
    } catch {
      setChosen(current);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Language</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Invitations are written in it, and so are e-mails to people who chose no language. The app shows it to people whose browser asks
            for none of CultureLens’s languages.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Field label={t`Organisation language`}>
          <Select className="max-w-64" value={chosen} disabled={save.isPending} onChange={(event) => void change(event.target.value)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Select>
        </Field>
        {save.isError && (
          <FormMessage tone="error">{errorMessage(save.error, t`The language was not saved. Please try again.`)}</FormMessage>
        )}
      </CardContent>
    </Card>
  );
}
