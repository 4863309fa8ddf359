import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '#domain/api/accounts.ts';
import { CreateOwnOrganisationRequestSchema } from '#domain/api/organisations.ts';
import { authMessages } from '#domain/messages/accounts.ts';
import { noOrganisationMessages } from '#domain/messages/organisations.ts';
import { ORGANISATION_NAME_MAX_LENGTH } from '#domain/validation.ts';
import { registrationFailedToast } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/paths.ts';
import { AuthCard, sessionQueryKey, useAuth } from '#web/features/accounts/index.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { createOwnOrganisation } from './queries.ts';

/**
 * /register-organisation for someone signed in who belongs to no organisation: only the
 * organisation's name is asked, as the account is theirs already. They become its administrator
 * and go on to its setup (after setting up two-step sign-in, which administrators must have).
 */
export function CreateOwnOrganisation({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const form = useSchemaForm(CreateOwnOrganisationRequestSchema, { organisationName: '' });
  const organisationName = form.field('organisationName');

  const create = form.handleSubmit(async (values) => {
    try {
      await createOwnOrganisation(values);
      // The session and its role changed: nothing cached for the account as it was may stay.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      await refresh();
      toast({ title: t(authMessages.organisationCreatedTitle), variant: 'success' });
      navigate(paths.setup, { replace: true });
    } catch (error) {
      form.showServerErrors(error);
      toast(registrationFailedToast(error));
    }
  });
  const submitting = form.formState.isSubmitting;
  const email = user.email;

  return (
    <AuthCard
      title={t`Create your organisation`}
      description={t`You are signed in as ${email}. You become the new organisation's administrator and can then invite your people.`}
    >
      <form onSubmit={create} className="flex flex-col gap-4">
        <Field label={t`Organisation name`} error={organisationName.error} required>
          <Input {...inputPropsOf(organisationName)} autoComplete="organization" maxLength={ORGANISATION_NAME_MAX_LENGTH} />
        </Field>
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? t`Creating Organisation...` : t`Create Organisation`}
        </Button>
        <p className="text-sm text-slate-700">{t(noOrganisationMessages.askForInvitation)}</p>
      </form>
    </AuthCard>
  );
}
