import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { EmailTokenSchema } from '#domain/api/auth.ts';
import { authMessages } from '#domain/messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_USER } from '#domain/validation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { paths } from '../../paths.ts';
import { AuthCard, FormMessage, textLinkClass } from './auth-card.tsx';
import { errorMessage, fieldErrorsOf, isApiError } from './form-errors.ts';
import { PasswordInput } from './password-input.tsx';
import { resetPassword } from './queries.ts';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const { toast } = useToast();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const parsedToken = EmailTokenSchema.safeParse(searchParams.get('token') ?? undefined);

  const reset = useMutation({
    mutationFn: resetPassword,
    onError: (error) => {
      if (isApiError(error, 'invalid_token')) return;
      toast({
        title: 'Password reset failed',
        description: errorMessage(error, 'An error occurred. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (!parsedToken.success || isApiError(reset.error, 'invalid_token')) {
    return (
      <AuthCard title="Reset link not valid">
        <div className="flex flex-col gap-4">
          <FormMessage tone="error">{authMessages.resetLinkInvalid}</FormMessage>
          <p className="text-sm text-slate-700">
            <Link to={paths.forgotPassword} className={textLinkClass}>
              Ask for a new reset link
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  const token = parsedToken.data;

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <div className="flex flex-col gap-4">
          <FormMessage tone="success">Your password has been changed. You can now sign in with your new password.</FormMessage>
          <p className="text-sm text-slate-700">
            <Link to={paths.login} className={textLinkClass}>
              Sign in
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmPassword) {
      toast({ title: authMessages.passwordMismatch.title, description: authMessages.passwordMismatch.text, variant: 'destructive' });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH_USER) {
      toast({ title: authMessages.passwordTooShort.title, description: authMessages.passwordTooShort.text, variant: 'destructive' });
      return;
    }
    reset.mutate({ token, password, confirmPassword });
  }

  const fieldErrors = fieldErrorsOf(reset.error);
  return (
    <AuthCard title="Choose a new password" description="Enter a new password for your account.">
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <Field
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH_USER} characters.`}
          error={fieldErrors.password}
          required
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <Field label="Confirm new password" error={fieldErrors.confirmPassword} required>
          <PasswordInput
            name="confirmPassword"
            autoComplete="new-password"
            toggleLabel="Show password confirmation"
            maxLength={PASSWORD_MAX_LENGTH}
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </Field>
        <Button type="submit" loading={reset.isPending} className="w-full">
          {reset.isPending ? 'Saving password...' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
