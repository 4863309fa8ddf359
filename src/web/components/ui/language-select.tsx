import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '#domain/locales.ts';
import { Field } from './field.tsx';
import { Select } from './select.tsx';

/** The value of the "no language chosen" option. */
const NONE = '';

/**
 * A choice among the shipped languages, each named in itself (decision 0053), for a person's
 * language and an organisation's default alike. With `noChoice`, a first option stands for
 * choosing none (null), worded by the caller.
 */
export function LanguageSelect({
  label,
  value,
  onChange,
  disabled,
  className,
  noChoice,
}: {
  label: string;
  value: Locale | null;
  /** A shipped language, or null for the `noChoice` option. */
  onChange: (locale: Locale | null) => void;
  disabled?: boolean;
  className?: string;
  noChoice?: string;
}) {
  return (
    <Field label={label}>
      <Select
        className={className}
        value={value ?? NONE}
        disabled={disabled}
        onChange={(event) => onChange(isLocale(event.target.value) ? event.target.value : null)}
      >
        {noChoice !== undefined && <option value={NONE}>{noChoice}</option>}
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </Select>
    </Field>
  );
}
