import { useState } from 'react';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordFormSchema, newPasswordRulesFor, type ChangePasswordRequest } from '#domain/api/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { NewPasswordFields, useAuth, newPasswordToast, PasswordInput } from '#web/features/accounts/index.ts';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage, isApiError } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { accountSessionsQuery, changePassword } from './queries.ts';
import { SessionsCard } from './sessions-card.tsx';
import { AssessmentEmailsCard } from '#web/features/reminders/index.ts';
import { LanguageCard } from './language-card.tsx';
import { PasskeysCard } from '#web/features/passkeys/index.ts';
import { RecoveryCodesShownOnce } from '#web/features/two-step/index.ts';

/** /account: change one's password, see one's sessions and end them, and reach two-step sign-in. */
export function AccountSecurityPage() {
  const { organisation } = useAuth();
  // Shown once, right after they were made (with a first passkey, or renewed): the server keeps only their hashes.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (recoveryCodes) return <RecoveryCodesShownOnce codes={recoveryCodes} onContinue={() => setRecoveryCodes(null)} />;
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Account security</Trans>
        </h1>
        <p className="text-slate-700">
          <Trans>Your password, where you are signed in, two-step sign-in, passkeys and e-mails about assessments.</Trans>
        </p>
      </header>
      <ChangePasswordCard />
      <SessionsCard />
      <LanguageCard />
      {organisation && <AssessmentEmailsCard />}
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Two-step sign-in</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>A code from an authenticator app, asked for after your password.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.twoStepSignIn} className={textLinkClass}>
            <Trans>Two-step sign-in</Trans>
          </Link>
        </CardContent>
      </Card>
      <PasskeysCard onRecoveryCodes={setRecoveryCodes} />
    </section>
  );
}

function ChangePasswordCard() {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useLingui();
  // A new form (empty fields) after each change.
  const [formKey, setFormKey] = useState(0);

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ otherSessionsEnded }) => {
      setFormKey((key) => key + 1);
      toast({
        title: t`Password changed`,
        description:
          otherSessionsEnded > 0
            ? t`${plural(otherSessionsEnded, {
                one: 'Your other session was signed out. You stay signed in here.',
                other: 'Your other # sessions were signed out. You stay signed in here.',
              })}`
            : t`You stay signed in here.`,
        variant: 'success',
      });
      // This session continues under a new token; the list of sessions has changed.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey })]);
    },
    onError: (error) => {
      if (isApiError(error, 'validation_failed')) return; // shown on the fields
      toast({ title: t`Password not changed`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Change password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your other sessions are signed out when your password changes, and we e-mail you that it changed.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordForm key={formKey} onSubmit={change.mutateAsync} />
      </CardContent>
    </Card>
  );
}

function ChangePasswordForm({ onSubmit }: { onSubmit: (input: ChangePasswordRequest) => Promise<unknown> }) {
  const { user } = useAuth();
  const { toast } = useToast();
  const { t } = useLingui();
  const person = user ?? { role: 'employee' as const, firstName: '', lastName: '', email: '' };
  const rules = newPasswordRulesFor(person.role);
  const form = useSchemaForm(
    changePasswordFormSchema(person),
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    { scoresPasswords: true },
  );
  const currentPassword = form.field('currentPassword');
  const pending = form.formState.isSubmitting;

  const save = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        form.showServerErrors(error); // anything else is the card's toast
      }
    },
    (errors) => {
      const problem = newPasswordToast(errors);
      if (problem) toast(problem);
    },
  );

  return (
    <form onSubmit={save} className="flex flex-col gap-4">
      <Field label={t`Current password`} error={currentPassword.error} required>
        <PasswordInput
          {...inputPropsOf(currentPassword)}
          autoComplete="current-password"
          toggleLabel={t`Show current password`}
          maxLength={1024}
        />
      </Field>
      <NewPasswordFields
        labels={{ password: t`New password`, confirmation: t`Confirm new password` }}
        minLength={rules.minLength}
        minScore={rules.minScore}
        userInputs={[person.firstName, person.lastName, person.email]}
        password={form.field('newPassword')}
        passwordValue={form.watch('newPassword')}
        confirmation={form.field('confirmPassword')}
      />
      <Button type="submit" loading={pending} className="self-start">
        {pending ? t`Changing password...` : t`Change password`}
      </Button>
    </form>
  );
}
