import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SsoDiscoverQuerySchema } from '#domain/api/sso.ts';
import { EMAIL_MAX_LENGTH } from '#domain/validation.ts';
import { api } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';

/** Where the browser goes next: the server's start of single sign-on (a redirect to the provider). */
function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * "Sign in with your organisation": asks for the work address, finds the organisation whose
 * identity provider serves its domain, and sends the browser there (decision 0054).
 */
export function OrganisationSignIn() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useSchemaForm(SsoDiscoverQuerySchema, { email: '' });
  const email = form.field('email');

  const submit = form.handleSubmit(async ({ email: address }) => {
    setNotice(null);
    try {
      const found = await api('GET /api/sso/discover', { query: { email: address } });
      if (found.startUrl) return leaveFor(found.startUrl);
      const domain = address.slice(address.lastIndexOf('@') + 1);
      setNotice(t`Single sign-on is not set up for ${domain}. Sign in with your e-mail address and password instead.`);
    } catch (error) {
      setNotice(errorMessage(error, t`Please try again in a few moments.`));
    }
  });

  if (!open)
    return (
      <Button type="button" variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <Trans>Sign in with your organisation</Trans>
      </Button>
    );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t`Sign in with your organisation`}>
      <p className="text-sm text-slate-700">
        <Trans>Enter your work e-mail address: you will sign in on your organisation&apos;s own sign-in page.</Trans>
      </p>
      {notice && <FormMessage tone="notice">{notice}</FormMessage>}
      <Field label={t`Work e-mail`} error={email.error} required>
        <Input type="email" {...inputPropsOf(email)} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
      </Field>
      <Button type="submit" variant="outline" loading={form.formState.isSubmitting} className="w-full">
        <Trans>Continue to your organisation</Trans>
      </Button>
    </form>
  );
}
