// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SsoConfigurationResponse } from '#domain/api/sso.ts';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { SsoSettingsCard } from './sso-settings-card.tsx';

const base = 'https://culturelens.example/api/sso/7d1f0c2a-3b4e-4f5a-8c6d-9e0f1a2b3c4d';
const adminId = '5b0c7e3a-1d2f-4a6b-9c8d-7e6f5a4b3c2d';
const empty: SsoConfigurationResponse = {
  configuration: null,
  callbackUrls: { oidc: `${base}/oidc/callback`, saml: `${base}/saml/acs` },
  samlEntityId: `${base}/saml/metadata`,
  administrators: [{ id: adminId, email: 'rosalind@franklin.test', name: 'Rosalind Franklin' }],
};
const savedSaml: SsoConfigurationResponse = {
  ...empty,
  configuration: {
    protocol: 'saml',
    settings: {
      idpEntityId: 'https://idp.franklin.test',
      ssoUrl: 'https://idp.franklin.test/sso',
      certificates: ['-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----'],
    },
    hasSecret: false,
    emailDomains: ['franklin.test'],
    required: true,
    breakGlassUserId: adminId,
    updatedAt: '2026-11-29T10:00:00.000Z',
  },
};

function openCard(put: (body: unknown) => Response) {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
    'GET /api/organisations/current/sso': () => json(200, empty),
    'PUT /api/organisations/current/sso': put,
  });
  renderWithApp([{ path: '/settings', element: <SsoSettingsCard /> }], { path: '/settings' });
  return api;
}

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('the single sign-on card', () => {
  it('sets SAML up from metadata XML, showing what to copy, the server refusal at its field, then the saved fields', async () => {
    let attempt = 0;
    const api = openCard(() =>
      ++attempt === 1
        ? apiError(400, 'validation_failed', 'Check the settings.', [
            { path: 'settings.metadataXml', message: 'The metadata has no signing certificate.' },
          ])
        : json(200, savedSaml),
    );
    fireEvent.change(await screen.findByLabelText(/^Protocol/), { target: { value: 'saml' } });
    expect(value(/^Our entity ID/)).toBe(`${base}/saml/metadata`);
    expect(value(/^Assertion consumer service/)).toBe(`${base}/saml/acs`);
    expect(value(/^Our metadata URL/)).toBe(`${base}/saml/metadata`);

    fireEvent.change(screen.getByLabelText(/^E-mail domains it serves/), { target: { value: 'franklin.test' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Require single sign-on/ }));
    fireEvent.change(screen.getByLabelText(/^Break-glass administrator/), { target: { value: adminId } });
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText("Paste the identity provider's metadata XML.")).toBeTruthy();
    expect(api.callsTo('PUT', '/api/organisations/current/sso')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Identity provider metadata XML/), { target: { value: '<EntityDescriptor/>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText('The metadata has no signing certificate.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/organisations/current/sso').map((call) => call.body)).toEqual([
      {
        protocol: 'saml',
        settings: { metadataXml: '<EntityDescriptor/>' },
        emailDomains: ['franklin.test'],
        required: true,
        breakGlassUserId: adminId,
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() => expect(value(/^Identity provider entity ID/)).toBe('https://idp.franklin.test'));
    expect(value(/^Sign-in URL/)).toBe('https://idp.franklin.test/sso');
    expect(value(/^Signing certificates/)).toContain('MIIB');
  });

  it('sends entered fields, each certificate on its own, and checks them as the server does', async () => {
    const api = openCard(() => json(200, savedSaml));
    fireEvent.change(await screen.findByLabelText(/^Protocol/), { target: { value: 'saml' } });
    fireEvent.change(screen.getByLabelText(/^Identity provider$/), { target: { value: 'fields' } });
    fireEvent.change(screen.getByLabelText(/^Identity provider entity ID/), { target: { value: 'https://idp.franklin.test' } });
    fireEvent.change(screen.getByLabelText(/^Sign-in URL/), { target: { value: 'http://idp.franklin.test/sso' } });
    fireEvent.change(screen.getByLabelText(/^Signing certificates/), {
      target: { value: 'MIIB\n\n-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----' },
    });
    fireEvent.change(screen.getByLabelText(/^E-mail domains it serves/), { target: { value: 'franklin.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    expect(await screen.findByText('The sign-in URL must be an HTTPS address.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/organisations/current/sso')).toEqual([]);

    fireEvent.change(screen.getByLabelText(/^Sign-in URL/), { target: { value: 'https://idp.franklin.test/sso' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/organisations/current/sso')).toHaveLength(1));
    const [sent] = api.callsTo('PUT', '/api/organisations/current/sso');
    expect(sent?.body).toMatchObject({
      protocol: 'saml',
      settings: {
        idpEntityId: 'https://idp.franklin.test',
        ssoUrl: 'https://idp.franklin.test/sso',
        certificates: [
          '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
          '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----',
        ],
      },
      emailDomains: ['franklin.test'],
      required: false,
      breakGlassUserId: null,
    });
  });
});
