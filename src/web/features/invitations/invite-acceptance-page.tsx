import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSWORD_MIN_SCORE_EMPLOYEE } from '#domain/password-strength.ts';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmailTokenSchema } from '#domain/api/accounts.ts';
import { AcceptInvitationRequestSchema, type InvitableRole } from '#domain/api/invitations.ts';
import { invitationMessages } from '#domain/messages.ts';
import { roleLabel } from '#domain/roles.ts';
import { PASSWORD_MIN_LENGTH_USER } from '#domain/validation.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { NewPasswordFields, PersonNameFields, AuthCard, useAuth, sessionQueryKey } from '#web/features/accounts/index.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { errorMessage, isApiError, registrationFailedToast } from '#web/api-errors.ts';
import { useSchemaForm } from '#web/use-schema-form.ts';
import { SsoInvitation } from './sso-invitation.tsx';
import { acceptInvitation, invitationLookupQueryKey, lookupInvitation, type InvitationLookup } from './queries.ts';

/** /invite/:token — the link of an invitation e-mail. */
export function InviteAcceptancePage() {
  const { token } = useParams();
  const { t } = useLingui();
  return <InviteAcceptance token={token ?? ''} invalidLink={{ to: paths.home, label: t`Return to Home` }} />;
}

/** /register-employee?token=… — the same registration, reached with the token as a query parameter. */
export function RegisterEmployeePage() {
  const [searchParams] = useSearchParams();
  const { t } = useLingui();
  return <InviteAcceptance token={searchParams.get('token') ?? ''} invalidLink={{ to: paths.login, label: t`Go to Sign In` }} />;
}

type Outcome = 'invalid' | 'used' | 'sso' | null;

function InviteAcceptance({ token, invalidLink }: { token: string; invalidLink: { to: string; label: string } }) {
  const wellFormed = EmailTokenSchema.safeParse(token).success;
  const { t } = useLingui();
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
  if (lookup.isPending) return <LoadingState label={t`Loading your invitation…`} />;
  if (lookup.isError) {
    if (isApiError(lookup.error, 'invalid_token') || isApiError(lookup.error, 'not_found')) return <InvalidInvitation link={invalidLink} />;
    return (
      <AuthCard title={t(invitationMessages.errorTitle)}>
        <div className="flex flex-col gap-4">
          <FormMessage tone="error">
            <p>{t(invitationMessages.lookupFailedText)}</p>
            <p>{errorMessage(lookup.error, '')}</p>
          </FormMessage>
          <Button onClick={() => void lookup.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </AuthCard>
    );
  }
  if (lookup.data.status === 'accepted') return <AlreadyUsed />;
  if (outcome === 'sso') return <SsoInvitation email={lookup.data.email} organisationName={lookup.data.organisationName} />;
  if (lookup.data.status !== 'pending') return <InvalidInvitation link={invalidLink} />;
  return <RegistrationForm token={token} invitation={lookup.data} onOutcome={setOutcome} />;
}

function InvalidInvitation({ link }: { link: { to: string; label: string } }) {
  const { t } = useLingui();
  return (
    <AuthCard title={t(invitationMessages.invalidLinkTitle)}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t(invitationMessages.invalidLinkText)}</p>
        <p className="text-sm text-slate-700">
          <Trans>Ask your organisation&apos;s administrator to send you a new invitation.</Trans>
        </p>
        <Link to={link.to} className={buttonClasses({ className: 'w-full' })}>
          {link.label}
        </Link>
      </div>
    </AuthCard>
  );
}

function AlreadyUsed() {
  const { t } = useLingui();
  return (
    <AuthCard title={t(invitationMessages.alreadyUsedTitle)}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          <Trans>
            This invitation has already been used to create an account. Sign in with its email address and the password you chose.
          </Trans>
        </p>
        <Link to={paths.login} className={buttonClasses({ className: 'w-full' })}>
          <Trans>Sign In</Trans>
        </Link>
      </div>
    </AuthCard>
  );
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
  const { t } = useLingui();
  // Names given when the person was invited (e.g. from a CSV import) start the form; they can be changed.
  const form = useSchemaForm(
    AcceptInvitationRequestSchema,
    { token, firstName: invitation.firstName ?? '', lastName: invitation.lastName ?? '', password: '', confirmPassword: '' },
    { scoresPasswords: true },
  );
  const { field, watch } = form;

  const accept = form.handleSubmit(async (values) => {
    try {
      await acceptInvitation(values);
      // A new person is signed in: nothing cached for whoever used this browser before may stay.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await refresh();
      navigate(paths.consent, { replace: true });
    } catch (error) {
      form.showServerErrors(error);
      toast(registrationFailedToast(error));
      if (isApiError(error, 'conflict') && error.message === t(invitationMessages.alreadyUsedTitle)) onOutcome('used');
      else if (isApiError(error, 'invalid_token')) onOutcome('invalid');
      else if (isApiError(error, 'sso_required')) onOutcome('sso');
    }
  });
  const submitting = form.formState.isSubmitting;
  const organisationName = invitation.organisationName;
  // One sentence per role, so each language words the role as its sentence needs.
  const invitedText: Record<InvitableRole, string> = {
    employee: t`You have been invited to join ${organisationName} on CultureLens as an employee. Create your account to accept.`,
    manager: t`You have been invited to join ${organisationName} on CultureLens as a manager. Create your account to accept.`,
    organisation_admin: t`You have been invited to join ${organisationName} on CultureLens as an administrator. Create your account to accept.`,
  };

  return (
    <AuthCard title={t`Join ${organisationName}`} description={invitedText[invitation.role]}>
      <form onSubmit={accept} noValidate className="flex flex-col gap-4">
        <Field label={t`Email`} hint={t`The address this invitation was sent to.`}>
          <Input type="email" name="email" value={invitation.email} readOnly autoComplete="email" className="read-only:bg-slate-100" />
        </Field>
        <p className="flex items-center gap-2 text-sm text-slate-900">
          <span className="font-medium">
            <Trans>Role</Trans>
          </span>
          <Badge variant="info">{t(roleLabel[invitation.role])}</Badge>
        </p>
        <PersonNameFields firstName={field('firstName')} lastName={field('lastName')} />
        <NewPasswordFields
          minLength={PASSWORD_MIN_LENGTH_USER}
          minScore={PASSWORD_MIN_SCORE_EMPLOYEE}
          userInputs={[...watch(['firstName', 'lastName']), invitation.email]}
          password={field('password')}
          passwordValue={watch('password')}
          confirmation={field('confirmPassword')}
        />
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? t`Creating your account…` : t`Create Account`}
        </Button>
      </form>
    </AuthCard>
  );
}
