import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { SignInRequestSchema } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useAuth } from './auth-context.tsx';
import { errorMessage, isApiError } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { PasswordInput } from './password-input.tsx';
import { takePostAuthDestination } from '#web/post-auth-destination.ts';
import { resendVerification } from './queries.ts';
import { SecondStepForm } from '#web/features/two-step/index.ts';

export function LoginPage() {
  const { user, signIn } = useAuth();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useSchemaForm(SignInRequestSchema, { email: '', password: '' });
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // The password was right and the account has a second factor: the code is asked next.
  const [secondStep, setSecondStep] = useState(false);

  // Signed in (already, or just now): leave for the destination. Once only, as taking it clears it.
  const redirected = useRef(false);
  useEffect(() => {
    if (!user || redirected.current) return;
    redirected.current = true;
    navigate(takePostAuthDestination(searchParams) ?? paths.dashboard, { replace: true });
  }, [user, searchParams, navigate]);

  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (_result, address) =>
      toast({
        title: 'Verification link sent',
        description: `If ${address} has an account waiting for verification, a new link is on its way.`,
        variant: 'success',
      }),
    onError: (error) =>
      toast({
        title: 'Could not send the link',
        description: errorMessage(error, 'Please try again in a few moments.'),
        variant: 'destructive',
      }),
  });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setUnverifiedEmail(null);
    try {
      const result = await signIn(email, password);
      if ('secondStepRequired' in result) {
        form.resetField('password');
        setSecondStep(true);
        return;
      }
      toast({ title: authMessages.signedInTitle, description: authMessages.signedInText, variant: 'success' });
    } catch (error) {
      if (isApiError(error, 'email_not_verified')) setUnverifiedEmail(email);
      form.showServerErrors(error);
      toast({
        title: authMessages.signInFailedTitle,
        description: errorMessage(error, authMessages.signInFailedDefault),
        variant: 'destructive',
      });
    }
  });
  const submitting = form.formState.isSubmitting;
  const email = form.field('email');
  const password = form.field('password');

  if (user) return <LoadingState label="Signing you in…" />;

  return (
    <AuthCard
      title="Sign In"
      description="Sign in to your CultureLens account."
      footer={
        <>
          <p>
            Don&apos;t have an account?{' '}
            <Link to={paths.register} className={textLinkClass}>
              Create an account
            </Link>
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to={paths.home} className={textLinkClass}>
              Back to Home
            </Link>
            <Link to={paths.dashboard} className={textLinkClass}>
              View Demo Dashboard
            </Link>
          </div>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {searchParams.get('registered') === '1' && (
          <FormMessage tone="notice">
            <strong className="font-semibold">{authMessages.registrationSuccessTitle}</strong>{' '}
            {authMessages.registrationSuccessText}
          </FormMessage>
        )}
        {unverifiedEmail && (
          <FormMessage tone="notice">
            <p>{authMessages.emailNotVerified}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              loading={resend.isPending}
              onClick={() => resend.mutate(unverifiedEmail)}
            >
              Send a new verification link
            </Button>
          </FormMessage>
        )}
        {secondStep ? (
          <SecondStepForm onStartOver={() => setSecondStep(false)} />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4">
            <Field label="Email" error={email.error} required>
              <Input type="email" {...inputPropsOf(email)} autoComplete="email" />
            </Field>
            <Field label="Password" error={password.error} required>
              <PasswordInput {...inputPropsOf(password)} autoComplete="current-password" />
            </Field>
            <Link to={paths.forgotPassword} className={`self-start text-sm ${textLinkClass}`}>
              Forgot your password?
            </Link>
            <Button type="submit" loading={submitting} className="w-full">
              {submitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
        )}
      </div>
    </AuthCard>
  );
}
