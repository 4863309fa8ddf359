import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { loadPasswordScorer } from '#domain/password-strength.ts';
import { fieldErrorsOf } from './api-errors.ts';

/** What one text input of a form needs: react-hook-form's registration and the field's error. */
export type FieldBinding = UseFormRegisterReturn & { error: string | undefined };

/** The input's own props of a binding: the error is shown by the surrounding Field, not the input. */
export const inputPropsOf = ({ error: _error, ...props }: FieldBinding): UseFormRegisterReturn => props;

/**
 * The error to show beside a field: its own, or the first of its parts' when one input holds a
 * list (the e-mail domains of a textarea, where "allowedEmailDomains.3" is one line's issue).
 */
function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const [key, part] of Object.entries(error)) {
    // `ref` is the input element, not a part of the error.
    const message = key === 'ref' ? undefined : firstMessage(part);
    if (message) return message;
  }
  return undefined;
}

/**
 * A react-hook-form form validated by a request schema from src/domain/api, so the browser
 * refuses exactly what the server would, in the same words. `scoresPasswords` loads the
 * password-strength scorer before validating: schemas with a new password judge its strength
 * and refuse to run without the scorer.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { scoresPasswords = false }: { scoresPasswords?: boolean } = {},
) {
  const resolve = zodResolver(schema);
  const form = useForm<Input, unknown, Output>({
    defaultValues,
    resolver: async (values, context, options) => {
      if (scoresPasswords) await loadPasswordScorer();
      return resolve(values, context, options);
    },
  });

  /** Wires an input to the form: name, ref, change and blur handlers, and the error to show beside it. */
  const field = (name: Path<Input>): FieldBinding => ({
    ...form.register(name),
    // A nested name ("settings.issuer") finds its error inside its parent's.
    error: firstMessage(get(form.formState.errors, name)),
  });

  /**
   * Shows the API's field issues of a failed call beside the fields they are about, in the
   * form's order (that of `defaultValues`); `focus` takes focus to the first of them. Answers
   * whether there were issues and every one is about a field of this form, so that nothing
   * else is left to say.
   */
  const showServerErrors = (error: unknown, { focus = false }: { focus?: boolean } = {}): boolean => {
    const fieldNames = Object.keys(defaultValues);
    // "allowedEmailDomains.3" is about the field "allowedEmailDomains".
    const rank = (path: string) => {
      const index = fieldNames.indexOf(path.split('.')[0] ?? path);
      return index === -1 ? fieldNames.length : index;
    };
    const issues = Object.entries(fieldErrorsOf(error)).sort(([a], [b]) => rank(a) - rank(b));
    issues.forEach(([name, message], index) =>
      form.setError(name as Path<Input>, { type: 'server', message }, { shouldFocus: focus && index === 0 }),
    );
    return issues.length > 0 && issues.every(([name]) => rank(name) < fieldNames.length);
  };

  return { ...form, field, showServerErrors };
}
