import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages } from '#domain/messages.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORGANISATION_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_ORGANISATION,
} from '#domain/validation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { paths } from '../../paths.ts';
import { AuthCard, FormMessage, textLinkClass } from './auth-card.tsx';
import { useAuth } from './auth-context.tsx';
import { errorMessage, fieldErrorsOf } from './form-errors.ts';
import { PasswordInput } from './password-input.tsx';

const emptyForm = {
  organisationName: '',
  adminFirstName: '',
  adminLastName: '',
  adminEmail: '',
  adminPassword: '',
  confirmPassword: '',
};
type OrganisationForm = typeof emptyForm;

export function RegisterOrganisationPage() {
  const { user, createOrganisation } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [form, setForm] = useState<OrganisationForm>(emptyForm);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [mismatch, setMismatch] = useState(false);
  const mismatchId = useId();

  const update = (field: keyof OrganisationForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.adminPassword !== form.confirmPassword) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setSubmitting(true);
    setFieldErrors({});
    try {
      await createOrganisation(form);
      toast({ title: authMessages.organisationCreatedTitle, variant: 'success' });
      navigate(paths.dashboard);
    } catch (error) {
      setFieldErrors(fieldErrorsOf(error));
      toast({
        title: authMessages.registrationFailedTitle,
        description: errorMessage(error, authMessages.registrationFailedDefault),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard
      title="Create your organisation"
      description="Set up your organisation on CultureLens. You become its administrator and can then invite your people."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.login} className={textLinkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        {user && (
          <FormMessage tone="notice">
            You are signed in as {user.email}. Creating an organisation sets up a new administrator account with a
            different email address, and signs you in as that account.
          </FormMessage>
        )}
        <Field label="Organisation name" error={fieldErrors.organisationName} required>
          <Input
            name="organisationName"
            autoComplete="organization"
            maxLength={ORGANISATION_NAME_MAX_LENGTH}
            value={form.organisationName}
            onChange={update('organisationName')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Admin first name" error={fieldErrors.adminFirstName} required>
            <Input
              name="adminFirstName"
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              value={form.adminFirstName}
              onChange={update('adminFirstName')}
            />
          </Field>
          <Field label="Admin last name" error={fieldErrors.adminLastName} required>
            <Input
              name="adminLastName"
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
              value={form.adminLastName}
              onChange={update('adminLastName')}
            />
          </Field>
        </div>
        <Field label="Admin email" error={fieldErrors.adminEmail} required>
          <Input
            type="email"
            name="adminEmail"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={form.adminEmail}
            onChange={update('adminEmail')}
          />
        </Field>
        <Field
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH_ORGANISATION} characters.`}
          error={fieldErrors.adminPassword}
          required
        >
          <PasswordInput
            name="adminPassword"
            autoComplete="new-password"
            minLength={PASSWORD_MIN_LENGTH_ORGANISATION}
            maxLength={PASSWORD_MAX_LENGTH}
            value={form.adminPassword}
            onChange={update('adminPassword')}
          />
        </Field>
        <Field label="Confirm password" error={fieldErrors.confirmPassword} required>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            toggleLabel="Show password confirmation"
            maxLength={PASSWORD_MAX_LENGTH}
            invalid={mismatch}
            aria-describedby={mismatch ? mismatchId : undefined}
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
          />
        </Field>
        {mismatch && (
          <FormMessage id={mismatchId} tone="error">
            {authMessages.organisationPasswordMismatch}
          </FormMessage>
        )}
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? 'Creating Organisation...' : 'Create Organisation'}
        </Button>
      </form>
    </AuthCard>
  );
}
