import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmOrganisationRequestSchema, EmailTokenSchema } from '#domain/api/accounts.ts';
import { authMessages } from '#domain/messages/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { isApiError, registrationFailedToast } from '#web/api-errors.ts';
import { paths } from '#web/paths.ts';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { AuthCard, PasswordInput, useAuth } from '#web/features/accounts/index.ts';
import { moveUnderWay } from '#web/features/alpha/index.ts';

/**
 * Where the e-mailed link to finish creating an organisation leads. The link proves the
 * address; the password chosen when asking proves it is the same person who asked, so a
 * stranger's request cannot be completed by the address's owner clicking the link.
 */
export function ConfirmOrganisationPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { confirmOrganisation } = useAuth();
  const parsedToken = EmailTokenSchema.safeParse(searchParams.get('token') ?? undefined);
  const form = useSchemaForm(ConfirmOrganisationRequestSchema, { token: parsedToken.data ?? '', password: '' });
  const [linkInvalid, setLinkInvalid] = useState(false);

  const create = form.handleSubmit(async (values) => {
    try {
      await confirmOrganisation(values);
      toast({ title: t(authMessages.organisationCreatedTitle), variant: 'success' });
      // A local workspace being moved goes on to its move; an administrator is asked to set up
      // two-step sign-in on the way to anything else.
      navigate(moveUnderWay() ? paths.alphaMove : paths.dashboard);
    } catch (error) {
      if (isApiError(error, 'invalid_token')) {
        setLinkInvalid(true);
        return;
      }
      form.showServerErrors(error);
      if (!isApiError(error, 'invalid_credentials')) toast(registrationFailedToast(error));
    }
  });

  if (!parsedToken.success || linkInvalid) {
    return (
      <AuthCard title={t`Link not valid`}>
        <div className="flex flex-col gap-4">
          <FormMessage tone="error">{t(authMessages.organisationLinkInvalid)}</FormMessage>
          <p className="text-sm text-slate-700">
            <Link to={paths.registerOrganisation} className={textLinkClass}>
              <Trans>Create your organisation</Trans>
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  const submitting = form.formState.isSubmitting;
  const password = form.field('password');
  return (
    <AuthCard
      title={t`Finish creating your organisation`}
      description={t`Enter the password you chose when you asked for the organisation. You become its administrator, and set up two-step sign-in first.`}
    >
      <form onSubmit={create} noValidate className="flex flex-col gap-4">
        <Field label={t`Password`} error={password.error} required>
          <PasswordInput {...inputPropsOf(password)} autoComplete="current-password" />
        </Field>
        <Button type="submit" loading={submitting} className="w-full">
          {submitting ? t`Creating Organisation...` : t`Create Organisation`}
        </Button>
      </form>
    </AuthCard>
  );
}
