import type { Dispatch } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { directionOf, LOCALE_NAMES, LOCALES, type Locale } from '#domain/locales.ts';
import { DOMAIN_LABEL_MAX_LENGTH, OPTION_MAX_LENGTH, QUESTION_TEXT_MAX_LENGTH, questionKinds } from '#domain/question-kinds.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { DomainLabels, DraftQuestion, FieldErrors } from './builder-model.ts';
import type { BuilderAction } from './builder-state.ts';

type TranslationProps = {
  question: DraftQuestion;
  position: number;
  errors: FieldErrors;
  dispatch: Dispatch<BuilderAction>;
  /** The labels of the question's domain in other languages, when it is one of the organisation's own. */
  domainLabels?: DomainLabels | undefined;
};

/** An organisation's own domain's label in one language: the same for every question of the domain. */
function DomainLabelField({ question, position, errors, dispatch, domainLabels, locale }: TranslationProps & { locale: Locale }) {
  const { t } = useLingui();
  const language = LOCALE_NAMES[locale];
  return (
    <Field
      label={t`Domain of question ${position} in ${language}`}
      hint={t`The same for every question of this domain`}
      error={errors[`${question.key}.translations.${locale}.domainLabel`]}
      id={`${question.key}-${locale}-domain`}
    >
      <Input
        lang={locale}
        dir={directionOf(locale)}
        value={domainLabels?.[locale] ?? ''}
        placeholder={question.domain}
        maxLength={DOMAIN_LABEL_MAX_LENGTH}
        onChange={(event) => dispatch({ type: 'translate-domain', key: question.key, locale, label: event.target.value })}
      />
    </Field>
  );
}

/**
 * One language's wording of a question: its text, for a kind with options each option in the
 * question's order, and the label of an organisation's own domain.
 */
function LanguageFields(props: TranslationProps & { locale: Locale }) {
  const { question, position, errors, dispatch, domainLabels, locale } = props;
  const { t } = useLingui();
  const { key } = question;
  const typed = question.translations[locale];
  const language = LOCALE_NAMES[locale];
  const field = `${key}.translations.${locale}`;
  const written = { lang: locale, dir: directionOf(locale) };
  return (
    <fieldset className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <legend className="text-sm font-semibold text-slate-900" lang={locale}>
        {language}
      </legend>
      <Field label={t`Question ${position} text in ${language}`} error={errors[`${field}.text`]} id={`${key}-${locale}-text`}>
        <Textarea
          {...written}
          rows={2}
          value={typed?.text ?? ''}
          maxLength={QUESTION_TEXT_MAX_LENGTH}
          onChange={(event) => dispatch({ type: 'translate', key, locale, text: event.target.value })}
        />
      </Field>
      {domainLabels && <DomainLabelField {...props} />}
      {questionKinds[question.kind].hasOptions && (
        <>
          {errors[`${field}.options`] && <p className="text-sm text-red-700">{errors[`${field}.options`]}</p>}
          <ol className="grid gap-2 sm:grid-cols-2">
            {question.options.map((option, index) => {
              const number = index + 1;
              return (
                <li key={index}>
                  <Field
                    label={t`Option ${number} of question ${position} in ${language}`}
                    error={errors[`${field}.options.${index}`]}
                    id={`${key}-${locale}-option-${index}`}
                  >
                    <Input
                      {...written}
                      value={typed?.options[index] ?? ''}
                      placeholder={option}
                      maxLength={OPTION_MAX_LENGTH}
                      onChange={(event) => dispatch({ type: 'translate-option', key, locale, index, value: event.target.value })}
                    />
                  </Field>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </fieldset>
  );
}

/**
 * A question in each shipped language, folded away until wanted (open while one of them has an
 * issue). People answering see their language's wording; without one, the organisation's
 * default language's, else the question as written.
 */
export function TranslationsEditor(props: TranslationProps) {
  const { question, position, errors } = props;
  const given = LOCALES.filter((locale) => question.translations[locale]?.text.trim()).length;
  const hasIssue = Object.keys(errors).some((field) => field.startsWith(`${question.key}.translations.`));
  return (
    <details open={hasIssue || undefined} className="flex flex-col gap-3 rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        <Trans>Question {position} in other languages</Trans>{' '}
        <span className="font-normal text-slate-600">
          (<Plural value={given} one="# language given" other="# languages given" />)
        </span>
      </summary>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>
          People answering see the question in their own language. Where it is left blank here, they see it in your organisation&apos;s
          default language, or as written above.
        </Trans>
      </p>
      {LOCALES.map((locale) => (
        <LanguageFields key={locale} {...props} locale={locale} />
      ))}
    </details>
  );
}
