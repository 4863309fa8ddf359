import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '#domain/locales.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LanguageSelect } from '#web/components/ui/language-select.tsx';
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

  const change = async (value: Locale | null) => {
    if (!value) return;
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
        <LanguageSelect
          label={t`Organisation language`}
          className="max-w-64"
          value={chosen}
          disabled={save.isPending}
          onChange={(locale) => void change(locale)}
        />
        {save.isError && (
          <FormMessage tone="error">{errorMessage(save.error, t`The language was not saved. Please try again.`)}</FormMessage>
        )}
      </CardContent>
    </Card>
  );
}
