import { describe, expect, it } from 'vitest';
import { certificateAsPem } from '#domain/sso-saml-settings.ts';
import { createTestIdentityProvider, TEST_IDP_KEYS } from '#tests/support/saml-identity-provider.ts';
import { SamlSettingsFromInputSchema } from './identity-provider-metadata.ts';

const identityProvider = createTestIdentityProvider({ entityId: 'https://idp.example.org/entity', ssoUrl: 'https://idp.example.org/sso' });
const bareCertificate = TEST_IDP_KEYS.identityProvider.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');

function issuesOf(input: unknown): { path: string; message: string }[] {
  const result = SamlSettingsFromInputSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('SAML settings from what an administrator pastes', () => {
  it("reads the entity ID, the HTTP-Redirect sign-in URL and the signing certificate out of an identity provider's metadata", () => {
    expect(SamlSettingsFromInputSchema.parse({ metadataXml: identityProvider.metadataXml() })).toEqual({
      idpEntityId: 'https://idp.example.org/entity',
      ssoUrl: 'https://idp.example.org/sso',
      certificates: [certificateAsPem(TEST_IDP_KEYS.identityProvider.certificate)],
    });
  });

  it('takes the three fields as typed, a certificate as PEM or as bare base64, and keeps them as PEM', () => {
    const settings = { idpEntityId: ' urn:example:idp ', ssoUrl: 'https://idp.example.org/sso', certificates: [bareCertificate] };
    expect(SamlSettingsFromInputSchema.parse(settings)).toEqual({
      idpEntityId: 'urn:example:idp',
      ssoUrl: 'https://idp.example.org/sso',
      certificates: [certificateAsPem(TEST_IDP_KEYS.identityProvider.certificate)],
    });
    expect(certificateAsPem(bareCertificate)).toBe(TEST_IDP_KEYS.identityProvider.certificate.trim());
  });

  it('refuses metadata that is not XML, describes no single identity provider, or lacks what sign-in needs', () => {
    expect(issuesOf({ metadataXml: 'not <xml' })).toEqual([{ path: 'metadataXml', message: 'The metadata is not well-formed XML.' }]);
    const aggregate = `<EntitiesDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata">${identityProvider.metadataXml().replace(/<\?xml[^>]*>/, '')}</EntitiesDescriptor>`;
    expect(issuesOf({ metadataXml: aggregate })[0]?.message).toMatch(/exactly one identity provider/);
    const postOnly = identityProvider.metadataXml().replaceAll('bindings:HTTP-Redirect', 'bindings:HTTP-POST');
    expect(issuesOf({ metadataXml: postOnly })[0]?.message).toMatch(/HTTP-Redirect/);
    const noKey = identityProvider.metadataXml().replace(/<(\w+:)?KeyDescriptor[\s\S]*<\/(\w+:)?KeyDescriptor>/, '');
    expect(issuesOf({ metadataXml: noKey })[0]?.message).toBe('The metadata has no signing certificate.');
  });

  it('refuses a sign-in page over plain HTTP elsewhere than on this machine, and a text that is no certificate', () => {
    const fields = { idpEntityId: 'urn:example:idp', ssoUrl: 'http://idp.example.org/sso', certificates: [bareCertificate] };
    expect(issuesOf(fields)).toEqual([{ path: 'ssoUrl', message: 'The sign-in URL must be an HTTPS address.' }]);
    expect(issuesOf({ ...fields, ssoUrl: 'http://127.0.0.1:4000/sso' })).toEqual([]);
    expect(issuesOf({ ...fields, ssoUrl: 'https://idp.example.org/sso', certificates: ['QUJDRA=='] })).toEqual([
      { path: 'certificates.0', message: 'A signing certificate could not be read as an RSA or EC X.509 certificate.' },
    ]);
  });
});
