import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { OidcSsoFormSchema, type SsoConfigurationResponse } from '#domain/api/sso.ts';
import { errorMessage } from '#web/api-errors.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { removeSsoConfiguration, saveSsoConfiguration, ssoConfigurationQuery } from './queries.ts';

/**
 * Single sign-on through the organisation's OpenID provider (decision 0054): the provider's
 * address, the client id and secret it issued, the e-mail domains it serves, and whether
 * everyone there must use it, with the one administrator who may still use a password.
 */
export function SsoSettingsCard() {
  const { t } = useLingui();
  const configuration = useQuery(ssoConfigurationQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Single sign-on</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            People at your e-mail domains sign in on your organisation&apos;s own sign-in page (OpenID Connect). Someone signing in for the
            first time joins your organisation as an employee.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {configuration.isPending ? (
          <LoadingState label={t`Loading single sign-on…`} />
        ) : configuration.isError ? (
          <LoadFailedMessage
            title={t`Could not load single sign-on`}
            error={configuration.error}
            onRetry={() => void configuration.refetch()}
          />
        ) : (
          <SsoForm key={configuration.data.configuration?.updatedAt ?? 'new'} current={configuration.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SsoForm({ current }: { current: SsoConfigurationResponse }) {
  const { t } = useLingui();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const saved = current.configuration;
  const settings = saved?.protocol === 'oidc' ? (saved.settings as { issuer?: string; clientId?: string }) : {};
  const form = useSchemaForm(OidcSsoFormSchema, {
    settings: { issuer: settings.issuer ?? '', clientId: settings.clientId ?? '' },
    secret: '',
    emailDomains: saved?.emailDomains.join('\n') ?? '',
    required: saved?.required ?? false,
    breakGlassUserId: saved?.breakGlassUserId ?? '',
  });
  const remove = useMutation({ mutationFn: removeSsoConfiguration });
  const refresh = (answer: SsoConfigurationResponse) => queryClient.setQueryData(ssoConfigurationQuery.queryKey, answer);

  const submit = form.handleSubmit(async (values) => {
    try {
      refresh(await saveSsoConfiguration({ protocol: 'oidc', ...values }));
      toast({ title: t`Single sign-on saved`, variant: 'success' });
    } catch (error) {
      if (!form.showServerErrors(error, { focus: true }))
        toast({ title: t`Single sign-on not saved`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    }
  });
  const removeIt = async () => {
    try {
      refresh(await remove.mutateAsync());
      toast({ title: t`Single sign-on removed`, variant: 'success' });
    } catch (error) {
      toast({ title: t`Single sign-on not removed`, description: errorMessage(error, t`Please try again.`), variant: 'destructive' });
    }
  };
  const issuer = form.field('settings.issuer');
  const clientId = form.field('settings.clientId');
  const secret = form.field('secret');
  const domains = form.field('emailDomains');
  const breakGlass = form.field('breakGlassUserId');
  const required = form.field('required');
  const callbackUrl = current.callbackUrls.oidc ?? '';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t`Single sign-on`}>
      {saved && saved.protocol !== 'oidc' && (
        <FormMessage tone="notice">
          <Trans>Your organisation signs in through SAML. Saving OpenID Connect settings here replaces it.</Trans>
        </FormMessage>
      )}
      <Field label={t`Redirect address to register at your provider`} hint={t`Your provider sends people back to this address.`}>
        <Input value={callbackUrl} readOnly onFocus={(event) => event.currentTarget.select()} />
      </Field>
      <Field label={t`Issuer URL`} hint={t`Your provider's address, like https://login.example.com`} error={issuer.error} required>
        <Input type="url" {...inputPropsOf(issuer)} autoComplete="off" />
      </Field>
      <Field label={t`Client ID`} error={clientId.error} required>
        <Input {...inputPropsOf(clientId)} autoComplete="off" />
      </Field>
      <Field
        label={t`Client secret`}
        hint={saved?.hasSecret ? t`Stored and never shown again. Leave empty to keep it.` : t`Kept encrypted and never shown again.`}
        error={secret.error}
        required={!saved?.hasSecret}
      >
        <Input type="password" {...inputPropsOf(secret)} autoComplete="new-password" />
      </Field>
      <Field label={t`E-mail domains it serves`} hint={t`One per line, for example example.co.uk.`} error={domains.error} required>
        <Textarea {...inputPropsOf(domains)} rows={3} />
      </Field>
      <Checkbox
        label={t`Require single sign-on`}
        description={t`Everyone at these domains must sign in through your provider; passwords stop working for them, except for the break-glass administrator below.`}
        error={required.error}
        {...inputPropsOf(required)}
      />
      <Field
        label={t`Break-glass administrator`}
        hint={t`The one administrator who may still sign in with a password (and their code) if your provider fails.`}
        error={breakGlass.error}
      >
        <Select
          {...inputPropsOf(breakGlass)}
          placeholder={t`Nobody`}
          options={current.administrators.map((admin) => ({ value: admin.id, label: `${admin.name} (${admin.email})` }))}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.formState.isSubmitting}>
          <Trans>Save single sign-on</Trans>
        </Button>
        {saved && (
          <Button type="button" variant="outline" loading={remove.isPending} onClick={() => void removeIt()}>
            <Trans>Remove single sign-on</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
