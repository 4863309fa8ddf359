import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ContactRequestSchema,
  ContactResponseSchema,
  contactLimits,
  type ContactField,
  type ContactRequest,
} from '#domain/api/contact.ts';
import { ErrorResponseSchema, type FieldIssue } from '#domain/api/errors.ts';
import { errorMessages } from '#domain/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';

type Values = Record<ContactField, string>;
type Errors = Partial<Record<ContactField, string>>;

/** In the order of the form, so focus goes to the first problem a reader would meet. */
const fieldOrder: readonly ContactField[] = ['firstName', 'lastName', 'email', 'company', 'message'];
const emptyValues: Values = { firstName: '', lastName: '', email: '', company: '', message: '' };

function isContactField(path: string): path is ContactField {
  return (fieldOrder as readonly string[]).includes(path);
}

/** The first message per field; issues for anything else are returned apart. */
function errorsFromIssues(issues: readonly FieldIssue[]): { errors: Errors; other: string[] } {
  const errors: Errors = {};
  const other: string[] = [];
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (isContactField(field)) errors[field] ??= issue.message;
    else other.push(issue.message);
  }
  return { errors, other };
}

type SendResult =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: Errors }
  | { kind: 'failed'; message: string };

async function sendEnquiry(request: ContactRequest): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'failed', message: 'We could not reach the server. Check your connection and try again.' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && ContactResponseSchema.safeParse(body).success) return { kind: 'sent' };

  const problem = ErrorResponseSchema.safeParse(body);
  if (response.status === 400 && problem.success && problem.data.error.issues?.length) {
    const { errors, other } = errorsFromIssues(problem.data.error.issues);
    if (other.length === 0 && Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  if (problem.success) return { kind: 'failed', message: problem.data.error.message };
  if (response.status === 429) return { kind: 'failed', message: errorMessages.rate_limited };
  return { kind: 'failed', message: errorMessages.internal_error };
}

/** The consultancy's enquiry form: validated with the API's own schema, then sent to /api/contact. */
export function ContactForm() {
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);

  function showErrors(next: Errors) {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function update(field: ContactField) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      // An error stays until that field is edited; other fields keep theirs.
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSent(false);
    const parsed = ContactRequestSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(errorsFromIssues(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))).errors);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await sendEnquiry(parsed.data);
    setSending(false);
    if (result.kind === 'sent') {
      setValues(emptyValues);
      setSent(true);
    } else if (result.kind === 'invalid') {
      showErrors(result.errors);
    } else {
      toast({ variant: 'destructive', title: 'Your message was not sent', description: result.message });
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby="contact-form-heading" className="flex flex-col gap-5">
      <h3 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        Send us a message
      </h3>
      <p className="-mt-3 text-sm text-slate-600">
        Fields marked with <span aria-hidden="true">*</span>
        <span className="sr-only">an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName}>
          <Input name="firstName" autoComplete="given-name" value={values.firstName} onChange={update('firstName')} />
        </Field>
        <Field label="Last name" required error={errors.lastName}>
          <Input name="lastName" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} />
        </Field>
      </div>
      <Field label="Email" required error={errors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          value={values.email}
          onChange={update('email')}
        />
      </Field>
      <Field label="Company" hint="Optional" error={errors.company}>
        <Input name="company" autoComplete="organization" value={values.company} onChange={update('company')} />
      </Field>
      <Field
        label="Message"
        required
        hint={`What would you like to talk about? Between ${contactLimits.messageMin} and ${contactLimits.messageMax.toLocaleString('en-GB')} characters.`}
        error={errors.message}
      >
        <Textarea name="message" rows={6} value={values.message} onChange={update('message')} />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" loading={sending} className="self-start">
          {sending ? 'Sending…' : 'Send message'}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {sent ? 'Thank you — your message has been sent. We will reply within one working day.' : ''}
        </p>
      </div>
    </form>
  );
}
