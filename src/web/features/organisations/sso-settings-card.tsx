import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { OidcSsoFormSchema, type SsoConfigurationResponse, type SsoProtocolName } from '#domain/api/sso.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadFailedMessage } from '#web/components/ui/load-failed-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { ssoConfigurationQuery } from './queries.ts';
import { CopyField, sharedDefaults, SsoFormEnd, useSsoSave } from './sso-common-fields.tsx';
import { SamlSsoForm } from './sso-saml-form.tsx';

/**
 * Single sign-on through the organisation's identity provider (decisions 0054, 0055): OpenID
 * Connect or SAML, the e-mail domains it serves, and whether everyone there must use it, with
 * the one administrator who may still use a password.
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
            People at your e-mail domains sign in on your organisation&apos;s own sign-in page (OpenID Connect or SAML). Someone signing in
            for the first time joins your organisation as an employee.
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
          <SsoForms key={configuration.data.configuration?.updatedAt ?? 'new'} current={configuration.data} />
        )}
      </CardContent>
    </Card>
  );
}

/** The protocol the administrator chooses, and its form. */
function SsoForms({ current }: { current: SsoConfigurationResponse }) {
  const { t } = useLingui();
  const [protocol, setProtocol] = useState<SsoProtocolName>(current.configuration?.protocol ?? 'oidc');
  return (
    <div className="flex flex-col gap-5">
      <Field label={t`Protocol`} hint={t`The one your identity provider offers for this application.`}>
        <Select
          value={protocol}
          onChange={(event) => setProtocol(event.currentTarget.value === 'saml' ? 'saml' : 'oidc')}
          options={[
            { value: 'oidc', label: t`OpenID Connect` },
            { value: 'saml', label: t`SAML` },
          ]}
        />
      </Field>
      {protocol === 'saml' ? <SamlSsoForm current={current} /> : <OidcSsoForm current={current} />}
    </div>
  );
}

function OidcSsoForm({ current }: { current: SsoConfigurationResponse }) {
  const { t } = useLingui();
  const saved = current.configuration;
  const settings = saved?.protocol === 'oidc' ? (saved.settings as { issuer?: string; clientId?: string }) : {};
  const form = useSchemaForm(OidcSsoFormSchema, {
    settings: { issuer: settings.issuer ?? '', clientId: settings.clientId ?? '' },
    secret: '',
    ...sharedDefaults(saved),
  });
  const { save, store } = useSsoSave(form.showServerErrors);
  const submit = form.handleSubmit((values) => save({ protocol: 'oidc', ...values }));
  const issuer = form.field('settings.issuer');
  const clientId = form.field('settings.clientId');
  const secret = form.field('secret');
  const hasSecret = saved?.protocol === 'oidc' && saved.hasSecret;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t`Single sign-on`}>
      {saved && saved.protocol !== 'oidc' && (
        <FormMessage tone="notice">
          <Trans>Your organisation signs in through SAML. Saving OpenID Connect settings here replaces it.</Trans>
        </FormMessage>
      )}
      <CopyField
        label={t`Redirect address to register at your provider`}
        hint={t`Your provider sends people back to this address.`}
        value={current.callbackUrls.oidc ?? ''}
      />
      <Field label={t`Issuer URL`} hint={t`Your provider's address, like https://login.example.com`} error={issuer.error} required>
        <Input type="url" {...inputPropsOf(issuer)} autoComplete="off" />
      </Field>
      <Field label={t`Client ID`} error={clientId.error} required>
        <Input {...inputPropsOf(clientId)} autoComplete="off" />
      </Field>
      <Field
        label={t`Client secret`}
        hint={hasSecret ? t`Stored and never shown again. Leave empty to keep it.` : t`Kept encrypted and never shown again.`}
        error={secret.error}
        required={!hasSecret}
      >
        <Input type="password" {...inputPropsOf(secret)} autoComplete="new-password" />
      </Field>
      <SsoFormEnd field={form.field} current={current} saving={form.formState.isSubmitting} store={store} />
    </form>
  );
}
