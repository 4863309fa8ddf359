import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmailOnlyRequestSchema } from '#domain/api/accounts.ts';
import { EMAIL_MAX_LENGTH } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { requestPasswordReset } from './queries.ts';

export function ForgotPasswordPage() {
  const { toast } = useToast();
  const { t } = useLingui();
  const form = useSchemaForm(EmailOnlyRequestSchema, { email: '' });
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      form.showServerErrors(error);
      toast({
        title: t`Could not send the link`,
        description: errorMessage(error, t`Please try again in a few moments.`),
        variant: 'destructive',
      });
    },
  });
  const send = form.handleSubmit(({ email }) => request.mutate(email));
  const email = form.field('email');

  const backToSignIn = (
    <Link to={paths.login} className={textLinkClass}>
      <Trans>Back to sign in</Trans>
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title={t`Check your email`} footer={backToSignIn}>
        <FormMessage tone="success">
          <Trans>If an account exists for that address, we have sent a link to reset the password. The link works for one hour.</Trans>
        </FormMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      description={t`Enter the email address of your account and we will send you a link to choose a new password.`}
      footer={backToSignIn}
    >
      <form onSubmit={send} className="flex flex-col gap-4">
        <Field label={t`Email`} error={email.error} required>
          <Input type="email" {...inputPropsOf(email)} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        </Field>
        <Button type="submit" loading={request.isPending} className="w-full">
          {request.isPending ? t`Sending link...` : t`Send reset link`}
        </Button>
      </form>
    </AuthCard>
  );
}
