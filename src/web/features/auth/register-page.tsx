import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_SCORE_EMPLOYEE } from '#domain/password-strength.ts';
import { Link, useNavigate } from 'react-router';
import { authMessages } from '#domain/messages.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH_USER } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { NewPasswordFields, PersonNameFields } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useAuth } from './auth-context.tsx';
import { fieldErrorsOf, registrationFailedToast } from '#web/api-errors.ts';
import { checkNewPassword, newPasswordToast } from './new-password.ts';
import { useFormFields } from './use-form-fields.ts';

const emptyForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { values: form, setFieldErrors, field } = useFormFields(emptyForm);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkNewPassword(form.password, form.confirmPassword, { minLength: PASSWORD_MIN_LENGTH_USER });
    if (problem) {
      toast(newPasswordToast(problem));
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
      toast(registrationFailedToast(error));
    } finally {
      setSubmitting(false);
    }
  }

  const email = field('email');
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
        <PersonNameFields firstName={field('firstName')} lastName={field('lastName')} />
        <Field label="Email" error={email.error} required>
          <Input type="email" name={email.name} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} value={email.value} onChange={email.onChange} />
        </Field>
        <NewPasswordFields
          minLength={PASSWORD_MIN_LENGTH_USER}
          minScore={PASSWORD_MIN_SCORE_EMPLOYEE}
          userInputs={[form.firstName, form.lastName, form.email]}
          password={field('password')}
          confirmation={field('confirmPassword')}
        />
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthCard>
  );
}
