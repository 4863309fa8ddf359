import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SignInRequestSchema } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages.ts';
import { EMAIL_MAX_LENGTH } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { useAuth } from './auth-context.tsx';
import { PasswordInput } from './password-input.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { SecondStepForm } from '#web/features/two-step/index.ts';

/** /employee-signin: sign-in for people who joined through an invitation. */
export function EmployeeSignInPage() {
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useSchemaForm(SignInRequestSchema, { email: '', password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  // The password was right and the account has a second factor: the code is asked next.
  const [secondStep, setSecondStep] = useState(false);

  // Signed in (already, or just now): to the consent step first if it is still to do.
  const redirected = useRef(false);
  useEffect(() => {
    if (!user || redirected.current) return;
    redirected.current = true;
    navigate(user.consentedAt ? paths.dashboard : paths.consent, { replace: true });
  }, [user, navigate]);

  const submit = form.handleSubmit(
    async ({ email, password }) => {
      setFailure(null);
      try {
        if ('secondStepRequired' in (await signIn(email, password))) {
          form.resetField('password');
          setSecondStep(true);
          return;
        }
        toast({ title: authMessages.signedInTitle, description: authMessages.signedInText, variant: 'success' });
      } catch (error) {
        const message = errorMessage(error, authMessages.invalidCredentials);
        form.showServerErrors(error);
        setFailure(message);
        toast({ title: authMessages.employeeSignInFailedTitle, description: message, variant: 'destructive' });
      }
    },
    () => setFailure(null),
  );
  const submitting = form.formState.isSubmitting;
  const email = form.field('email');
  const password = form.field('password');

  if (user) return <LoadingState label="Signing you in…" />;

  return (
    <AuthCard
      title="Employee Sign In"
      description="Sign in to take part in your organisation's assessments."
      footer={
        <>
          <p>
            No account yet? Contact your organisation&apos;s administrator for an invitation: it arrives by email with a
            link to create your account.
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={paths.forgotPassword} className={textLinkClass}>
              Forgot your password?
            </Link>
            <Link to={paths.login} className={textLinkClass}>
              Administrator sign-in
            </Link>
          </div>
        </>
      }
    >
      {secondStep ? (
        <SecondStepForm onStartOver={() => setSecondStep(false)} />
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <Field label="Email" error={email.error} required>
            <Input type="email" {...inputPropsOf(email)} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
          </Field>
          <Field label="Password" error={password.error} required>
            <PasswordInput {...inputPropsOf(password)} autoComplete="current-password" />
          </Field>
          <Button type="submit" loading={submitting} className="w-full">
            {submitting ? 'Signing in…' : 'Sign In'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
