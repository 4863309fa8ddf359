import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { authMessages } from '#domain/messages.ts';
import { EMAIL_MAX_LENGTH } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { AuthCard, useAuth, PasswordInput } from '#web/features/auth/index.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage, fieldErrorsOf } from '#web/api-errors.ts';
import { SecondStepForm } from '#web/features/two-step/index.ts';

export const employeeSignInMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  failedTitle: 'Sign-in failed',
} as const;

/** /employee-signin: sign-in for people who joined through an invitation. */
export function EmployeeSignInPage() {
  const { user, signIn } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The password was right and the account has a second factor: the code is asked next.
  const [secondStep, setSecondStep] = useState(false);

  // Signed in (already, or just now): to the consent step first if it is still to do.
  const redirected = useRef(false);
  useEffect(() => {
    if (!user || redirected.current) return;
    redirected.current = true;
    navigate(user.consentedAt ? paths.dashboard : paths.consent, { replace: true });
  }, [user, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors: Record<string, string> = {};
    if (email.trim() === '') errors.email = employeeSignInMessages.emailRequired;
    if (password === '') errors.password = employeeSignInMessages.passwordRequired;
    setFieldErrors(errors);
    setFailure(null);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      if ('secondStepRequired' in (await signIn(email.trim(), password))) {
        setPassword('');
        setSecondStep(true);
        return;
      }
      toast({ title: authMessages.signedInTitle, description: authMessages.signedInText, variant: 'success' });
    } catch (error) {
      const message = errorMessage(error, authMessages.invalidCredentials);
      setFieldErrors(fieldErrorsOf(error));
      setFailure(message);
      toast({ title: employeeSignInMessages.failedTitle, description: message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

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
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          {failure && <FormMessage tone="error">{failure}</FormMessage>}
          <Field label="Email" error={fieldErrors.email} required>
            <Input
              type="email"
              name="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
          <Field label="Password" error={fieldErrors.password} required>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <Button type="submit" loading={submitting} className="w-full">
            {submitting ? 'Signing in…' : 'Sign In'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
