import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactRequestSchema, contactLimits, type ContactRequestInput } from '#domain/api/contact.ts';
import { contactMessages } from '#domain/messages.ts';
import { errorMessages } from '#domain/messages/errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { api } from '#web/api-client.ts';
import { errorMessage } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';

/** In the order of the form, so focus goes to the first problem a reader would meet. */
const emptyValues: Required<ContactRequestInput> = { firstName: '', lastName: '', email: '', company: '', message: '' };

/** The consultancy's enquiry form: validated with the API's own schema, then sent to /api/contact. */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState(false);
  const { toast } = useToast();
  const form = useSchemaForm(ContactRequestSchema, emptyValues);
  const sending = form.formState.isSubmitting;

  const send = form.handleSubmit(async (request) => {
    try {
      await api('POST /api/contact', { body: request });
      form.reset();
      setSent(true);
    } catch (error) {
      // Issues about the form's fields are said beside them; anything else in a toast.
      if (form.showServerErrors(error, { focus: true })) return;
      toast({
        variant: 'destructive',
        title: t(contactMessages.notSent),
        description: errorMessage(error, t(errorMessages.internal_error)),
      });
    }
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSent(false);
    void send(event);
  }

  const firstName = form.field('firstName');
  const lastName = form.field('lastName');
  const email = form.field('email');
  const company = form.field('company');
  const message = form.field('message');
  const minimumCharacters = contactLimits.messageMin.toLocaleString(i18n.locales ?? i18n.locale);
  const maximumCharacters = contactLimits.messageMax.toLocaleString(i18n.locales ?? i18n.locale);
  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="contact-form-heading" className="flex flex-col gap-5">
      <h3 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        <Trans>Send us a message</Trans>
      </h3>
      <p className="-mt-3 text-sm text-slate-600">
        <Trans>
          Fields marked with <span aria-hidden="true">*</span>
          <span className="sr-only">an asterisk</span> are required.
        </Trans>
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`First name`} required error={firstName.error}>
          <Input {...inputPropsOf(firstName)} autoComplete="given-name" />
        </Field>
        <Field label={t`Last name`} required error={lastName.error}>
          <Input {...inputPropsOf(lastName)} autoComplete="family-name" />
        </Field>
      </div>
      <Field label={t`Email`} required error={email.error}>
        <Input {...inputPropsOf(email)} type="email" autoComplete="email" spellCheck={false} />
      </Field>
      <Field label={t`Company`} hint={t`Optional`} error={company.error}>
        <Input {...inputPropsOf(company)} autoComplete="organization" />
      </Field>
      <Field
        label={t`Message`}
        required
        hint={t`What would you like to talk about? Between ${minimumCharacters} and ${maximumCharacters} characters.`}
        error={message.error}
      >
        <Textarea {...inputPropsOf(message)} rows={6} />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" loading={sending} className="self-start">
          {sending ? t`Sending…` : t`Send message`}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {sent ? t(contactMessages.sent) : ''}
        </p>
      </div>
    </form>
  );
}
