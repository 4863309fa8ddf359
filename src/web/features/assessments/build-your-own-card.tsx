import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { isLocale } from '#domain/locales.ts';
import { questionSets } from '#domain/question-bank.ts';
import { setWordingIn } from '#domain/question-translations.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { paths } from '#web/paths.ts';

/** The way into the builder: a blank draft or a copy of a built-in set's statements to change. */
export function BuildYourOwnCard() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [from, setFrom] = useState('blank');
  const locales = isLocale(i18n.locale) ? [i18n.locale] : [];
  const startingPoints = [
    { value: 'blank', label: t`A blank assessment` },
    ...questionSets.map((set) => {
      const title = setWordingIn(set, locales).title;
      return { value: set.id, label: t`A copy of ${title}` };
    }),
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Write your own questions</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Agreement statements, single-choice questions, a 0 to 10 net promoter question (eNPS) and comments, in your own domains. Answers
            stay as anonymous as those of a built-in set.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <Field label={t`Start from`} className="grow">
          <Select value={from} options={startingPoints} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Button variant="secondary" onClick={() => void navigate(`${paths.createAssessment}?from=${encodeURIComponent(from)}`)}>
          <Trans>Build your own assessment</Trans>
        </Button>
      </CardContent>
    </Card>
  );
}
