import { PASSWORD_MIN_SCORE_EMPLOYEE } from '#domain/password-strength.ts';
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmailTokenSchema, ResetPasswordRequestSchema } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages/accounts.ts';
import { PASSWORD_MIN_LENGTH_USER } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { NewPasswordFields } from './account-fields.tsx';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage, isApiError } from '#web/api-errors.ts';
import { useSchemaForm } from '#web/use-schema-form.ts';
import { newPasswordToast } from './new-password.ts';
import { resetPassword } from './queries.ts';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const { toast } = useToast();
  const parsedToken = EmailTokenSchema.safeParse(searchParams.get('token') ?? undefined);
  // The token travels with the form's values, so the whole request is checked by its schema.
  const form = useSchemaForm(
    ResetPasswordRequestSchema,
    { token: parsedToken.data ?? '', password: '', confirmPassword: '' },
    { scoresPasswords: true },
  );

  const reset = useMutation({
    mutationFn: resetPassword,
    onError: (error) => {
      if (isApiError(error, 'invalid_token')) return;
      form.showServerErrors(error);
      toast({
        title: t`Password reset failed`,
        description: errorMessage(error, t`An error occurred. Please try again.`),
        variant: 'destructive',
      });
    },
  });

  if (!parsedToken.success || isApiError(reset.error, 'invalid_token')) {
    return (
      <AuthCard title={t`Reset link not valid`}>
        <div className="flex flex-col gap-4">
          <FormMessage tone="error">{t(authMessages.resetLinkInvalid)}</FormMessage>
          <p className="text-sm text-slate-700">
            <Link to={paths.forgotPassword} className={textLinkClass}>
              <Trans>Ask for a new reset link</Trans>
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard title={t`Password changed`}>
        <div className="flex flex-col gap-4">
          <FormMessage tone="success">
            <Trans>Your password has been changed. You can now sign in with your new password.</Trans>
          </FormMessage>
          <p className="text-sm text-slate-700">
            <Link to={paths.login} className={textLinkClass}>
              <Trans>Sign in</Trans>
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  const save = form.handleSubmit(
    (values) => reset.mutate(values),
    (errors) => {
      const problem = newPasswordToast(errors);
      if (problem) toast(problem);
    },
  );

  return (
    <AuthCard title={t`Choose a new password`} description={t`Enter a new password for your account.`}>
      <form onSubmit={save} className="flex flex-col gap-4">
        <NewPasswordFields
          labels={{ password: t`New password`, confirmation: t`Confirm new password` }}
          minLength={PASSWORD_MIN_LENGTH_USER}
          minScore={PASSWORD_MIN_SCORE_EMPLOYEE}
          password={form.field('password')}
          passwordValue={form.watch('password')}
          confirmation={form.field('confirmPassword')}
        />
        <Button type="submit" loading={reset.isPending} className="w-full">
          {reset.isPending ? t`Saving password...` : t`Save new password`}
        </Button>
      </form>
    </AuthCard>
  );
}
