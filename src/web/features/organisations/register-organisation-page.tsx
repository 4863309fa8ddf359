import { PASSWORD_MIN_SCORE_ADMINISTRATOR } from '#domain/password-strength.ts';
import { useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { authMessages } from '#domain/messages/accounts.ts';
import { CreateOrganisationRequestSchema } from '#domain/api/accounts.ts';
import { EMAIL_MAX_LENGTH, ORGANISATION_NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH_ORGANISATION } from '#domain/validation.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { AuthCard, SignInInstead, NewPasswordFields, PersonNameFields, useAuth } from '#web/features/accounts/index.ts';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { registrationFailedToast } from '#web/api-errors.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { CreateOwnOrganisation } from './create-own-organisation.tsx';
import { isServerUnreachable, LocalWorkspaceOffer } from './local-workspace-offer.tsx';
import { moveDetailsFrom, type CarriedOver } from '#web/features/alpha/index.ts';
import { useState } from 'react';

const emptyForm = {
  organisationName: '',
  adminFirstName: '',
  adminLastName: '',
  adminEmail: '',
  adminPassword: '',
  confirmPassword: '',
};

/**
 * Creates an organisation: with its administrator's new account, or, for someone signed in who
 * belongs to no organisation, with their own account as its administrator.
 */
export function RegisterOrganisationPage() {
  const { user } = useAuth();
  // The platform administrator stays outside every organisation (decision 0024).
  if (user && !user.organisationId && user.role !== 'platform_admin') return <CreateOwnOrganisation user={user} />;
  return <NewAccountOrganisationForm />;
}

/** The form filled in with a local workspace's details, when it is opened to move that workspace here. */
function initialValues(moving: CarriedOver | null): typeof emptyForm {
  if (!moving) return emptyForm;
  return {
    ...emptyForm,
    organisationName: moving.organisationName ?? '',
    adminFirstName: moving.firstName ?? '',
    adminLastName: moving.lastName ?? '',
    adminEmail: moving.email ?? '',
  };
}

/**
 * After asking: where the next step is. Said the same whether or not the address already has
 * an account, as the server answers the same (its owner gets a note instead of the link).
 */
function CheckYourEmail({
  email,
  organisationName,
  moving,
  onStartAgain,
}: {
  email: string;
  organisationName: string;
  moving: boolean;
  onStartAgain: () => void;
}) {
  const { t } = useLingui();
  return (
    <AuthCard title={t(authMessages.organisationRequestedTitle)} footer={<SignInInstead />}>
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{t(authMessages.organisationRequestedText(email, organisationName))}</FormMessage>
        {moving && (
          <p className="text-sm text-slate-700">
            <Trans>Open the link in this browser: moving your local workspace goes on from there.</Trans>
          </p>
        )}
        <p className="text-sm text-slate-700">{t(authMessages.organisationRequestedHint)}</p>
        <Button variant="outline" onClick={onStartAgain} className="w-full">
          <Trans>Start again</Trans>
        </Button>
      </div>
    </AuthCard>
  );
}

function NewAccountOrganisationForm() {
  const { user, createOrganisation } = useAuth();
  const moving = moveDetailsFrom(useLocation().state);
  const { toast } = useToast();
  const { t } = useLingui();
  const form = useSchemaForm(CreateOrganisationRequestSchema, initialValues(moving), { scoresPasswords: true });
  const { field, watch } = form;
  const [unreachable, setUnreachable] = useState(false);
  const [requested, setRequested] = useState<{ email: string; organisationName: string } | null>(null);

  const create = form.handleSubmit(async (values) => {
    setUnreachable(false);
    try {
      const { email } = await createOrganisation(values);
      // Nothing exists yet: the e-mailed link creates the organisation (confirm-organisation-page.tsx).
      setRequested({ email, organisationName: values.organisationName.trim() });
    } catch (error) {
      form.showServerErrors(error);
      toast(registrationFailedToast(error));
      setUnreachable(isServerUnreachable(error));
    }
  });
  const submitting = form.formState.isSubmitting;

  if (requested) {
    const startAgain = () => {
      form.resetField('adminPassword');
      form.resetField('confirmPassword');
      setRequested(null);
    };
    return <CheckYourEmail {...requested} moving={moving !== null} onStartAgain={startAgain} />;
  }

  const organisationName = field('organisationName');
  const adminEmail = field('adminEmail');
  const signedInEmail = user?.email;
  return (
    <AuthCard
      title={t`Create your organisation`}
      description={t`Set up your organisation on CultureLens. We email you a link to create it; you become its administrator and can then invite your people.`}
      footer={<SignInInstead />}
    >
      <form onSubmit={create} className="flex flex-col gap-4">
        {moving && (
          <FormMessage tone="notice">
            <Trans>
              Moving your local workspace: once you have created the organisation with the link we email you, its people are invited and its
              assessments start here. The workspace stays in your browser.
            </Trans>
          </FormMessage>
        )}
        {user && (
          <FormMessage tone="notice">
            <Trans>
              You are signed in as {signedInEmail}. Creating an organisation sets up a new administrator account with a different email
              address; once it is created with the link we email there, you are signed in as that account.
            </Trans>
          </FormMessage>
        )}
        <Field label={t`Organisation name`} error={organisationName.error} required>
          <Input {...inputPropsOf(organisationName)} autoComplete="organization" maxLength={ORGANISATION_NAME_MAX_LENGTH} />
        </Field>
        <PersonNameFields
          labels={{ firstName: t`Admin first name`, lastName: t`Admin last name` }}
          firstName={field('adminFirstName')}
          lastName={field('adminLastName')}
        />
        <Field label={t`Admin email`} error={adminEmail.error} required>
          <Input type="email" {...inputPropsOf(adminEmail)} autoComplete="email" maxLength={EMAIL_MAX_LENGTH} />
        </Field>
        <NewPasswordFields
          minLength={PASSWORD_MIN_LENGTH_ORGANISATION}
          enforceMinLength
          minScore={PASSWORD_MIN_SCORE_ADMINISTRATOR}
          userInputs={watch(['organisationName', 'adminFirstName', 'adminLastName', 'adminEmail'])}
          password={field('adminPassword')}
          passwordValue={watch('adminPassword')}
          confirmation={field('confirmPassword')}
        />
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? t`Creating Organisation...` : t`Create Organisation`}
        </Button>
        {unreachable && (
          <LocalWorkspaceOffer
            details={{
              organisationName: watch('organisationName'),
              firstName: watch('adminFirstName'),
              lastName: watch('adminLastName'),
              email: watch('adminEmail'),
            }}
          />
        )}
      </form>
    </AuthCard>
  );
}
