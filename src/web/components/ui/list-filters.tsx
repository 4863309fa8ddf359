import { useLingui } from '@lingui/react/macro';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';

/** The search box above a list; the list asks the server as the text changes. */
export function SearchFilter({ hint, value, onChange }: { hint: string; value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <Field label={t`Search`} hint={hint}>
      <Input type="search" name="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** A select that narrows a list; only one of its own choices is ever passed on. */
export function ChoiceFilter<T extends string>({
  label,
  name,
  value,
  choices,
  onChange,
}: {
  label: string;
  name: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label}>
      <Select
        name={name}
        value={value}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        options={choices}
      />
    </Field>
  );
}
