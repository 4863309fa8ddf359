import type { FormEvent } from 'react';
import { PASSWORD_MIN_SCORE_EMPLOYEE } from '#domain/password-strength.ts';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { EmailTokenSchema } from '#domain/api/auth.ts';
import { authMessages } from '#domain/messages.ts';
import { PASSWORD_MIN_LENGTH_USER } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { NewPasswordFields } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage, fieldErrorsOf, isApiError } from '#web/api-errors.ts';
import { checkNewPassword, newPasswordToast } from './new-password.ts';
import { resetPassword } from './queries.ts';
import { useFormFields } from './use-form-fields.ts';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const { toast } = useToast();
  const { values, field } = useFormFields({ password: '', confirmPassword: '' });
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
    const problem = checkNewPassword(values.password, values.confirmPassword, { minLength: PASSWORD_MIN_LENGTH_USER });
    if (problem) {
      toast(newPasswordToast(problem));
      return;
    }
    reset.mutate({ token, ...values });
  }

  const fieldErrors = fieldErrorsOf(reset.error);
  return (
    <AuthCard title="Choose a new password" description="Enter a new password for your account.">
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        <NewPasswordFields
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
          minLength={PASSWORD_MIN_LENGTH_USER}
          minScore={PASSWORD_MIN_SCORE_EMPLOYEE}
          // The errors are the failed call's field issues.
          password={{ ...field('password'), error: fieldErrors.password }}
          confirmation={{ ...field('confirmPassword'), error: fieldErrors.confirmPassword }}
        />
        <Button type="submit" loading={reset.isPending} className="w-full">
          {reset.isPending ? 'Saving password...' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
