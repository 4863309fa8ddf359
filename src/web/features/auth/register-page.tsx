import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages } from '#domain/messages.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_USER } from '#domain/validation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { paths } from '../../paths.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';
import { useAuth } from './auth-context.tsx';
import { errorMessage, fieldErrorsOf } from './form-errors.ts';
import { PasswordInput } from './password-input.tsx';

const emptyForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };
type RegisterForm = typeof emptyForm;

export function RegisterPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [form, setForm] = useState<RegisterForm>(emptyForm);
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const update = (field: keyof RegisterForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec/01 §5: the mismatch check comes before the length check.
    if (form.password !== form.confirmPassword) {
      toast({ title: authMessages.passwordMismatch.title, description: authMessages.passwordMismatch.text, variant: 'destructive' });
      return;
    }
    if (form.password.length < PASSWORD_MIN_LENGTH_USER) {
      toast({ title: authMessages.passwordTooShort.title, description: authMessages.passwordTooShort.text, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    setFieldErrors({});
    try {
      await signUp(form);
      toast({
        title: authMessages.registrationSuccessTitle,
        description: authMessages.registrationSuccessText,
        variant: 'success',
      });
      navigate(`${paths.login}?registered=1`);
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
      title="Create an account"
      description="Register to take part in your organisation's assessments."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to={paths.login} className={textLinkClass}>
              Sign in
            </Link>
          </p>
          <Link to={paths.dashboard} className={textLinkClass}>
            View Demo Dashboard
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" error={fieldErrors.firstName} required>
            <Input name="firstName" autoComplete="given-name" maxLength={NAME_MAX_LENGTH} value={form.firstName} onChange={update('firstName')} />
          </Field>
          <Field label="Last name" error={fieldErrors.lastName} required>
            <Input name="lastName" autoComplete="family-name" maxLength={NAME_MAX_LENGTH} value={form.lastName} onChange={update('lastName')} />
          </Field>
        </div>
        <Field label="Email" error={fieldErrors.email} required>
          <Input type="email" name="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={form.email} onChange={update('email')} />
        </Field>
        <Field
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH_USER} characters.`}
          error={fieldErrors.password}
          required
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={form.password}
            onChange={update('password')}
          />
        </Field>
        <Field label="Confirm password" error={fieldErrors.confirmPassword} required>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            toggleLabel="Show password confirmation"
            maxLength={PASSWORD_MAX_LENGTH}
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
          />
        </Field>
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
