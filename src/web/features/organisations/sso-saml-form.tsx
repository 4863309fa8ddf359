import { Trans, useLingui } from '@lingui/react/macro';
import { SamlSsoFormSchema, type SsoConfigurationResponse } from '#domain/api/sso.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { inputPropsOf, useSchemaForm } from '#web/use-schema-form.ts';
import { CopyField, sharedDefaults, SsoFormEnd, useSsoSave } from './sso-common-fields.tsx';

type StoredSaml = { idpEntityId?: string; ssoUrl?: string; certificates?: string[] };

/**
 * SAML (decision 0055): what the identity provider needs of us to copy, and the provider
 * itself, from its metadata XML or entered field by field. A stored configuration shows as
 * its fields (the metadata is read once, on saving).
 */
export function SamlSsoForm({ current }: { current: SsoConfigurationResponse }) {
  const { t } = useLingui();
  const saved = current.configuration;
  const settings: StoredSaml = saved?.protocol === 'saml' ? (saved.settings as StoredSaml) : {};
  const form = useSchemaForm(SamlSsoFormSchema, {
    source: saved?.protocol === 'saml' ? 'fields' : 'metadata',
    settings: {
      metadataXml: '',
      idpEntityId: settings.idpEntityId ?? '',
      ssoUrl: settings.ssoUrl ?? '',
      certificates: settings.certificates?.join('\n\n') ?? '',
    },
    ...sharedDefaults(saved),
  });
  const { save, store } = useSsoSave(form.showServerErrors);
  const submit = form.handleSubmit((values) => save({ protocol: 'saml', ...values }));
  const metadataXml = form.field('settings.metadataXml');
  const entityId = form.field('settings.idpEntityId');
  const ssoUrl = form.field('settings.ssoUrl');
  const certificates = form.field('settings.certificates');
  const fromMetadata = form.watch('source') === 'metadata';

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t`Single sign-on`}>
      {saved && saved.protocol !== 'saml' && (
        <FormMessage tone="notice">
          <Trans>Your organisation signs in through OpenID Connect. Saving SAML settings here replaces it.</Trans>
        </FormMessage>
      )}
      <CopyField label={t`Our entity ID`} hint={t`Your identity provider knows this application by it.`} value={current.samlEntityId} />
      <CopyField
        label={t`Assertion consumer service (ACS) URL`}
        hint={t`Your identity provider posts its answers to this address.`}
        value={current.callbackUrls.saml ?? ''}
      />
      <CopyField
        label={t`Our metadata URL`}
        hint={t`Identity providers that read metadata can take all of the above from it.`}
        value={current.samlEntityId}
      />
      <Field label={t`Identity provider`}>
        <Select
          {...inputPropsOf(form.field('source'))}
          options={[
            { value: 'metadata', label: t`Paste its metadata XML` },
            { value: 'fields', label: t`Enter its entity ID, sign-in URL and certificates` },
          ]}
        />
      </Field>
      {fromMetadata ? (
        <Field label={t`Identity provider metadata XML`} error={metadataXml.error} required>
          <Textarea {...inputPropsOf(metadataXml)} rows={6} spellCheck={false} />
        </Field>
      ) : (
        <>
          <Field label={t`Identity provider entity ID`} error={entityId.error} required>
            <Input {...inputPropsOf(entityId)} autoComplete="off" />
          </Field>
          <Field
            label={t`Sign-in URL`}
            hint={t`The identity provider's single sign-on address (HTTP-Redirect).`}
            error={ssoUrl.error}
            required
          >
            <Input type="url" {...inputPropsOf(ssoUrl)} autoComplete="off" />
          </Field>
          <Field
            label={t`Signing certificates`}
            hint={t`PEM or base64, one after another (up to three, while your provider rolls its key over).`}
            error={certificates.error}
            required
          >
            <Textarea {...inputPropsOf(certificates)} rows={6} spellCheck={false} />
          </Field>
        </>
      )}
      <SsoFormEnd field={form.field} current={current} saving={form.formState.isSubmitting} store={store} />
    </form>
  );
}
