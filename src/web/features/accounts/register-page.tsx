import { PASSWORD_MIN_SCORE_EMPLOYEE } from '#domain/password-strength.ts';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { authMessages } from '#domain/messages/accounts.ts';
import { RegisterRequestSchema } from '#domain/api/accounts.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH_USER } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { NewPasswordFields, PersonNameFields } from './account-fields.tsx';
import { AuthCard, SignInInstead } from './auth-card.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useAuth } from './auth-context.tsx';
import { registrationFailedToast } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { newPasswordToast } from './new-password.ts';

const emptyForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function RegisterPage() {
  const { t } = useLingui();
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useSchemaForm(RegisterRequestSchema, emptyForm, { scoresPasswords: true });
  const { field, watch } = form;

  const register = form.handleSubmit(
    async (values) => {
      try {
        await signUp(values);
        toast({
          title: t(authMessages.registrationSuccessTitle),
          description: t(authMessages.registrationSuccessText),
          variant: 'success',
        });
        navigate(`${paths.login}?registered=1`);
      } catch (error) {
        form.showServerErrors(error);
        toast(registrationFailedToast(error));
      }
    },
    (errors) => {
      const problem = newPasswordToast(errors);
      if (problem) toast(problem);
    },
  );

  const email = field('email');
  return (
    <AuthCard
      title={t`Create an account`}
      description={t`Register to take part in your organisation's assessments.`}
      footer={
        <>
          <SignInInstead />
          <Link to={paths.dashboard} className={textLinkClass}>
            <Trans>View Demo Dashboard</Trans>
          </Link>
        </>
      }
    >
      <form onSubmit={register} className="flex flex-col gap-4">
        <PersonNameFields firstName={field('firstName')} lastName={field('lastName')} />
        <Field label={t`Email`} error={email.error} required>
          <Input type="email" {...inputPropsOf(email)} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        </Field>
        <NewPasswordFields
          minLength={PASSWORD_MIN_LENGTH_USER}
          minScore={PASSWORD_MIN_SCORE_EMPLOYEE}
          userInputs={watch(['firstName', 'lastName', 'email'])}
          password={field('password')}
          passwordValue={watch('password')}
          confirmation={field('confirmPassword')}
        />
        <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
          {form.formState.isSubmitting ? t`Creating account...` : t`Create account`}
        </Button>
      </form>
    </AuthCard>
  );
}
