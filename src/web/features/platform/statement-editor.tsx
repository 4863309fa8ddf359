import { Trans, useLingui } from '@lingui/react/macro';
import { QUESTION_TEXT_MAX_LENGTH } from '#domain/question-kind-limits.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { directionOf, LOCALE_NAMES, LOCALES, type TranslatedLocale } from '#domain/locales.ts';
import type { QuestionTranslations } from '#domain/question-translations.ts';

/** A statement being edited: `id` is the statement of the newest version it started from, absent for a new one. */
export type StatementDraft = { key: string; id?: string | undefined; text: string; domain: string; translations: QuestionTranslations };

const TRANSLATED = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en');

type Props = {
  statement: StatementDraft;
  position: number;
  count: number;
  domains: readonly { key: string; label: string }[];
  error: string | undefined;
  onChange: (statement: StatementDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One statement of the version being written: its wording, its domain, its place, or its removal. */
export function StatementEditor({ statement, position, count, domains, error, onChange, onMove, onRemove }: Props) {
  const { t } = useLingui();
  return (
    <li className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <Field label={t`Statement ${position}`} error={error} required>
        <Textarea
          value={statement.text}
          maxLength={QUESTION_TEXT_MAX_LENGTH}
          rows={2}
          onChange={(event) => onChange({ ...statement, text: event.target.value })}
        />
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t`Domain of statement ${position}`} className="min-w-56">
          <Select
            value={statement.domain}
            onChange={(event) => onChange({ ...statement, domain: event.target.value })}
            options={domains.map((domain) => ({ value: domain.key, label: domain.label }))}
          />
        </Field>
        <Button
          size="sm"
          variant="outline"
          disabled={position === 1}
          onClick={() => onMove(-1)}
          aria-label={t`Move statement ${position} up`}
        >
          <Trans>Move up</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={position === count}
          onClick={() => onMove(1)}
          aria-label={t`Move statement ${position} down`}
        >
          <Trans>Move down</Trans>
        </Button>
        <Button size="sm" variant="ghost" disabled={count === 1} onClick={onRemove} aria-label={t`Remove statement ${position}`}>
          <Trans>Remove</Trans>
        </Button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700">
          <Trans>Translations of statement {position}</Trans>
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          {TRANSLATED.map((locale) => {
            const language = LOCALE_NAMES[locale];
            return (
              <Field key={locale} label={t`Statement ${position} in ${language}`}>
                <Textarea
                  lang={locale}
                  dir={directionOf(locale)}
                  value={statement.translations[locale] ?? ''}
                  maxLength={QUESTION_TEXT_MAX_LENGTH}
                  rows={2}
                  onChange={(event) =>
                    onChange({ ...statement, translations: { ...statement.translations, [locale]: event.target.value } })
                  }
                />
              </Field>
            );
          })}
          <p className="text-slate-600">
            <Trans>A language left empty shows the statement as written. A changed translation saves the statement as a new one.</Trans>
          </p>
        </div>
      </details>
      {statement.id === undefined && (
        <p className="text-sm text-slate-600">
          <Trans>New statement.</Trans>
        </p>
      )}
    </li>
  );
}
