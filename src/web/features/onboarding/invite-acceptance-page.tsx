import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_SCORE_EMPLOYEE } from '#domain/password-strength.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmailTokenSchema } from '#domain/api/auth.ts';
import type { InvitableRole } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { roleLabel } from '#domain/roles.ts';
import { PASSWORD_MIN_LENGTH_USER } from '#domain/validation.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { NewPasswordFields, PersonNameFields, AuthCard, useAuth, checkNewPassword, sessionQueryKey, useFormFields } from '#web/features/auth/index.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { errorMessage, fieldErrorsOf, isApiError, registrationFailedToast } from '#web/api-errors.ts';
import { acceptInvitation, invitationLookupQueryKey, lookupInvitation, type InvitationLookup } from './queries.ts';

/** Spec/02 §5: the texts of both employee registration forms. */
export const registrationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  passwordMismatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH_USER} characters`,
  loadFailedTitle: 'Error',
  loadFailedText: 'Failed to load invitation data.',
} as const;

const roleWithArticle: Record<InvitableRole, string> = {
  employee: 'an employee',
  manager: 'a manager',
  organisation_admin: 'an administrator',
};

/** /invite/:token — the link of an invitation e-mail. */
export function InviteAcceptancePage() {
  const { token } = useParams();
  return <InviteAcceptance token={token ?? ''} invalidLink={{ to: paths.home, label: 'Return to Home' }} />;
}

/** /register-employee?token=… — the same registration, reached with the token as a query parameter. */
export function RegisterEmployeePage() {
  const [searchParams] = useSearchParams();
  return <InviteAcceptance token={searchParams.get('token') ?? ''} invalidLink={{ to: paths.login, label: 'Go to Sign In' }} />;
}

type Outcome = 'invalid' | 'used' | null;

function InviteAcceptance({ token, invalidLink }: { token: string; invalidLink: { to: string; label: string } }) {
  const wellFormed = EmailTokenSchema.safeParse(token).success;
  const lookup = useQuery({
    queryKey: invitationLookupQueryKey(token),
    queryFn: ({ signal }) => lookupInvitation(token, signal),
    enabled: wellFormed,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // What submitting the form found out (someone used the link meanwhile, or it was revoked).
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!wellFormed || outcome === 'invalid') return <InvalidInvitation link={invalidLink} />;
  if (outcome === 'used') return <AlreadyUsed />;
  if (lookup.isPending) return <LoadingState label="Loading your invitation…" />;
  if (lookup.isError) {
    if (isApiError(lookup.error, 'invalid_token') || isApiError(lookup.error, 'not_found')) return <InvalidInvitation link={invalidLink} />;
    return (
      <AuthCard title={registrationMessages.loadFailedTitle}>
        <div className="flex flex-col gap-4">
          <FormMessage tone="error">
            <p>{registrationMessages.loadFailedText}</p>
            <p>{errorMessage(lookup.error, '')}</p>
          </FormMessage>
          <Button onClick={() => void lookup.refetch()}>Try again</Button>
        </div>
      </AuthCard>
    );
  }
  if (lookup.data.status === 'accepted') return <AlreadyUsed />;
  if (lookup.data.status !== 'pending') return <InvalidInvitation link={invalidLink} />;
  return <RegistrationForm token={token} invitation={lookup.data} onOutcome={setOutcome} />;
}

function InvalidInvitation({ link }: { link: { to: string; label: string } }) {
  return (
    <AuthCard title={invitationMessages.invalidLinkTitle}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{invitationMessages.invalidLinkText}</p>
        <p className="text-sm text-slate-700">
          Ask your organisation&apos;s administrator to send you a new invitation.
        </p>
        <Link to={link.to} className={buttonClasses({ className: 'w-full' })}>
          {link.label}
        </Link>
      </div>
    </AuthCard>
  );
}

function AlreadyUsed() {
  return (
    <AuthCard title={invitationMessages.alreadyUsedTitle}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          This invitation has already been used to create an account. Sign in with its email address and the password
          you chose.
        </p>
        <Link to={paths.login} className={buttonClasses({ className: 'w-full' })}>
          Sign In
        </Link>
      </div>
    </AuthCard>
  );
}

const emptyForm = { firstName: '', lastName: '', password: '', confirmPassword: '' };
type RegistrationFormValues = typeof emptyForm;

/** The spec's client-side checks, one message per field, in the spec's order. */
export function validateRegistration(form: RegistrationFormValues): Partial<Record<keyof RegistrationFormValues, string>> {
  const errors: Partial<Record<keyof RegistrationFormValues, string>> = {};
  if (form.firstName.trim() === '') errors.firstName = registrationMessages.firstNameRequired;
  if (form.lastName.trim() === '') errors.lastName = registrationMessages.lastNameRequired;
  const problem = checkNewPassword(form.password, form.confirmPassword, { minLength: PASSWORD_MIN_LENGTH_USER });
  if (form.password === '') errors.password = registrationMessages.passwordRequired;
  else if (problem === 'mismatch') errors.confirmPassword = registrationMessages.passwordMismatch;
  else if (problem === 'tooShort') errors.password = registrationMessages.passwordTooShort;
  return errors;
}

function RegistrationForm({
  token,
  invitation,
  onOutcome,
}: {
  token: string;
  invitation: InvitationLookup;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  // Names given when the person was invited (e.g. from a CSV import) start the form; they can be changed.
  const { values: form, setFieldErrors, field } = useFormFields<RegistrationFormValues>(() => ({
    ...emptyForm,
    firstName: invitation.firstName ?? '',
    lastName: invitation.lastName ?? '',
  }));
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const errors = validateRegistration(form);
    setFieldErrors(errors);
    const firstInvalid = Object.keys(emptyForm).find((name) => name in errors);
    if (firstInvalid) {
      formElement.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await acceptInvitation({ token, ...form });
      // A new person is signed in: nothing cached for whoever used this browser before may stay.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await refresh();
      navigate(paths.consent, { replace: true });
    } catch (error) {
      setSubmitting(false);
      setFieldErrors(fieldErrorsOf(error));
      toast(registrationFailedToast(error));
      if (isApiError(error, 'conflict') && error.message === invitationMessages.alreadyUsedTitle) onOutcome('used');
      else if (isApiError(error, 'invalid_token')) onOutcome('invalid');
    }
  }

  return (
    <AuthCard
      title={`Join ${invitation.organisationName}`}
      description={`You have been invited to join ${invitation.organisationName} on CultureLens as ${roleWithArticle[invitation.role]}. Create your account to accept.`}
    >
      <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
        <Field label="Email" hint="The address this invitation was sent to.">
          <Input type="email" name="email" value={invitation.email} readOnly autoComplete="email" className="read-only:bg-slate-100" />
        </Field>
        <p className="flex items-center gap-2 text-sm text-slate-900">
          <span className="font-medium">Role</span>
          <Badge variant="info">{roleLabel[invitation.role]}</Badge>
        </p>
        <PersonNameFields firstName={field('firstName')} lastName={field('lastName')} />
        <NewPasswordFields
          minLength={PASSWORD_MIN_LENGTH_USER}
          minScore={PASSWORD_MIN_SCORE_EMPLOYEE}
          userInputs={[form.firstName, form.lastName, invitation.email]}
          password={field('password')}
          confirmation={field('confirmPassword')}
        />
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? 'Creating your account…' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
