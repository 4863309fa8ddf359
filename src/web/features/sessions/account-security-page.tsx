import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { changePasswordFormSchema, newPasswordRulesFor, type AccountSession, type ChangePasswordRequest } from '#domain/api/sessions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { NewPasswordFields, useAuth, newPasswordToast, PasswordInput } from '#web/features/accounts/index.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { errorMessage, isApiError } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { accountSessionsQuery, changePassword, endOtherSessions, endSession } from './queries.ts';
import { countOf } from '#domain/plural.ts';
import { AssessmentEmailsCard } from '#web/features/reminders/index.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** /account: change one's password, see one's sessions and end them, and reach two-step sign-in. */
export function AccountSecurityPage() {
  const { organisation } = useAuth();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Account security</h1>
        <p className="text-slate-700">Your password, where you are signed in, two-step sign-in and e-mails about assessments.</p>
      </header>
      <ChangePasswordCard />
      <SessionsCard />
      {organisation && <AssessmentEmailsCard />}
      <Card>
        <CardHeader>
          <CardTitle>Two-step sign-in</CardTitle>
          <CardDescription>A code from an authenticator app, asked for after your password.</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.twoStepSignIn} className={textLinkClass}>
            Two-step sign-in
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}

function ChangePasswordCard() {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  // A new form (empty fields) after each change.
  const [formKey, setFormKey] = useState(0);

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ otherSessionsEnded }) => {
      setFormKey((key) => key + 1);
      toast({
        title: 'Password changed',
        description:
          otherSessionsEnded > 0
            ? `Your other ${otherSessionsEnded === 1 ? 'session was' : `${otherSessionsEnded} sessions were`} signed out. You stay signed in here.`
            : 'You stay signed in here.',
        variant: 'success',
      });
      // This session continues under a new token; the list of sessions has changed.
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey })]);
    },
    onError: (error) => {
      if (isApiError(error, 'validation_failed')) return; // shown on the fields
      toast({ title: 'Password not changed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Your other sessions are signed out when your password changes, and we e-mail you that it changed.</CardDescription>
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
      <Field label="Current password" error={currentPassword.error} required>
        <PasswordInput
          {...inputPropsOf(currentPassword)}
          autoComplete="current-password"
          toggleLabel="Show current password"
          maxLength={1024}
        />
      </Field>
      <NewPasswordFields
        labels={{ password: 'New password', confirmation: 'Confirm new password' }}
        minLength={rules.minLength}
        minScore={rules.minScore}
        userInputs={[person.firstName, person.lastName, person.email]}
        password={form.field('newPassword')}
        passwordValue={form.watch('newPassword')}
        confirmation={form.field('confirmPassword')}
      />
      <Button type="submit" loading={pending} className="self-start">
        {pending ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}

function SessionsCard() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const sessions = useQuery(accountSessionsQuery);
  const refetch = () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
  const onError = (error: Error) =>
    toast({ title: 'Could not sign out', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
  const endOne = useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      toast({ title: 'Session signed out', variant: 'success' });
      await refetch();
    },
    onError,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async ({ ended }) => {
      toast({ title: 'Other sessions signed out', description: `${countOf(ended, 'session')} signed out.`, variant: 'success' });
      await refetch();
    },
    onError,
  });

  let body;
  if (sessions.isPending) body = <LoadingState label="Loading your sessions…" />;
  else if (sessions.isError)
    body = <FormMessage tone="error">{errorMessage(sessions.error, 'Could not load your sessions. Please try again.')}</FormMessage>;
  else {
    const others = sessions.data.sessions.filter((session) => !session.current);
    body = (
      <>
        <ul className="flex flex-col divide-y divide-slate-200" aria-label="Your sessions">
          {sessions.data.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={() => endOne.mutate(session.id)}
            />
          ))}
        </ul>
        <Button
          variant="outline"
          className="self-start"
          disabled={others.length === 0}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out all other sessions
        </Button>
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your sessions</CardTitle>
        <CardDescription>Where you are signed in now. Sign out any you do not recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{body}</CardContent>
    </Card>
  );
}

function SessionRow({ session, ending, onEnd }: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="flex flex-col">
        <span className="font-medium">
          {session.device}
          {session.current && <span className="ml-2 text-sm font-normal text-brand-700">(this session)</span>}
        </span>
        <span className="text-sm text-slate-600">
          Signed in {dateTime.format(new Date(session.createdAt))} · last active {dateTime.format(new Date(session.lastSeenAt))}
        </span>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          loading={ending}
          onClick={onEnd}
          aria-label={`Sign out ${session.device}, signed in ${dateTime.format(new Date(session.createdAt))}`}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}
