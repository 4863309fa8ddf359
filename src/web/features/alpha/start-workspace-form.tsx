import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CATEGORY_SET_IDS } from '#domain/question-bank.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { carriedOverFrom } from './carried-over.ts';
import { setTitleIn, useShownLocales } from './shown-wording.ts';
import { createWorkspace, startWorkspaceSchema } from './start-workspace.ts';
import { browserTools } from './use-local-workspace.ts';
import type { Workspace } from './workspace-schema.ts';

type Values = { organisationName: string; firstName: string; lastName: string; email: string; password: string; confirmPassword: string };
const TEXT_FIELDS = [
  { name: 'organisationName', label: msg`Organisation name`, type: 'text', autoComplete: 'organization' },
  { name: 'firstName', label: msg`Your first name`, type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: msg`Your last name`, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: msg`Your email`, type: 'email', autoComplete: 'email' },
  { name: 'password', label: msg`Facilitator password`, type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: msg`Confirm password`, type: 'password', autoComplete: 'new-password' },
] as const;

/** Starts a local workspace: the setup wizard's organisation step and the facilitator, whose password guards the device. */
export function StartWorkspaceForm({ onCreated }: { onCreated: (workspace: Workspace) => void }) {
  const location = useLocation();
  const { t, i18n } = useLingui();
  const locales = useShownLocales();
  const [values, setValues] = useState<Values>(() => ({
    organisationName: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    ...carriedOverFrom(location.state),
  }));
  const [categories, setCategories] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = startWorkspaceSchema(i18n).safeParse({ ...values, selectedCategories: categories });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    onCreated(await createWorkspace(parsed.data, browserTools));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">
          <Trans>Start a local workspace</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Try CultureLens in this browser: set up your organisation, add your people, and answer on this device.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          {TEXT_FIELDS.map((field) => (
            <Field key={field.name} label={t(field.label)} error={errors[field.name]} required>
              <Input
                type={field.type}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              />
            </Field>
          ))}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-900">
              <Trans>Assessment categories</Trans>
            </legend>
            {CATEGORY_SET_IDS.map((id) => (
              <Checkbox
                key={id}
                label={setTitleIn(id, locales)}
                checked={categories.includes(id)}
                onChange={(event) =>
                  setCategories((current) => (event.target.checked ? [...current, id] : current.filter((chosen) => chosen !== id)))
                }
              />
            ))}
            {errors.selectedCategories && <p className="text-sm text-red-700">{errors.selectedCategories}</p>}
          </fieldset>
          <Button type="submit" loading={busy}>
            <Trans>Start the workspace</Trans>
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
