import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
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

export const passwordResetRequestedText =
  'If an account exists for that address, we have sent a link to reset the password. The link works for one hour.';

export function ForgotPasswordPage() {
  const { toast } = useToast();
  const form = useSchemaForm(EmailOnlyRequestSchema, { email: '' });
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => {
      form.showServerErrors(error);
      toast({
        title: 'Could not send the link',
        description: errorMessage(error, 'Please try again in a few moments.'),
        variant: 'destructive',
      });
    },
  });
  const send = form.handleSubmit(({ email }) => request.mutate(email));
  const email = form.field('email');

  const backToSignIn = (
    <Link to={paths.login} className={textLinkClass}>
      Back to sign in
    </Link>
  );

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={backToSignIn}>
        <FormMessage tone="success">{passwordResetRequestedText}</FormMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form onSubmit={send} className="flex flex-col gap-4">
        <Field label="Email" error={email.error} required>
          <Input type="email" {...inputPropsOf(email)} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        </Field>
        <Button type="submit" loading={request.isPending} className="w-full">
          {request.isPending ? 'Sending link...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
