import { useState, type ChangeEvent } from 'react';

/** What one text field of a form needs: its name, value, change handler and error. */
export type FieldBinding = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
};

/** The values of a form of text fields and their errors, with `field(name)` to wire up each input. */
export function useFormFields<Values extends { [Name in keyof Values]: string }>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const field = (name: keyof Values & string): FieldBinding => ({
    name,
    value: values[name],
    onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: fieldErrors[name],
  });
  return { values, fieldErrors, setFieldErrors, field };
}
