// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '#domain/api/organisations-settings.ts';
import { emailDomainMessages } from '#domain/messages.ts';
import { RequireAbility } from '#web/features/accounts/index.ts';
import { apiError, json, renderWithApp, signedIn, stubApi, testOrganisation } from '#web/test-support.tsx';
import { OrganisationSettingsPage } from './settings-page.tsx';
import { i18n } from '@lingui/core';

const routes = [
  {
    element: <RequireAbility ability="manageOrganisation" />,
    children: [{ path: '/organisation-settings', element: <OrganisationSettingsPage /> }],
  },
];

async function openPage(patch: (body: unknown) => Response, more: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
    'GET /api/organisations/current/email-domain-requests': () => json(200, { requests: [] }),
    'PATCH /api/organisations/current/settings': patch,
    ...more,
  });
  renderWithApp(routes, { path: '/organisation-settings' });
  await screen.findByRole('heading', { level: 1, name: 'Organisation settings' });
  return api;
}

describe('the organisation settings page', () => {
  it('sends the parsed values, says so and reads the session again', async () => {
    const api = await openPage(() => json(200, testOrganisation));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Allow self-registration' }));
    fireEvent.change(screen.getByLabelText('Allowed e-mail domains'), { target: { value: ' example.co.uk \n\nstaff.example.com\n' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Require e-mail verification' }));
    fireEvent.change(screen.getByLabelText('Retention in months'), { target: { value: '36' } });
    fireEvent.change(screen.getByLabelText('Minimum group size'), { target: { value: '8' } });
    const afterClose = screen.getByRole('checkbox', { name: 'Show results only after the assessment closes' });
    expect((afterClose as HTMLInputElement).checked).toBe(false);
    // The hint is read out with the checkbox.
    expect(document.getElementById(afterClose.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'One release when the assessment closes: nothing is held back when at least 6 people answered.',
    );
    fireEvent.click(afterClose);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await screen.findByText('Settings saved');
    expect(api.callsTo('PATCH', '/api/organisations/current/settings').map((call) => call.body)).toEqual([
      {
        allowSelfRegistration: true,
        allowedEmailDomains: ['example.co.uk', 'staff.example.com'],
        requireEmailVerification: false,
        retentionMonths: 36,
        resultsAfterClose: true,
        requireTwoStepForEveryone: false,
        minimumGroupSize: 8,
      },
    ]);
    await waitFor(() => expect(api.callsTo('GET', '/api/session').length).toBeGreaterThan(1));
  });

  it('refuses a minimum group size below six in words, before sending anything', async () => {
    const api = await openPage(() => json(200, testOrganisation));
    fireEvent.change(screen.getByLabelText('Minimum group size'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The minimum group size must be between 6 and 50 people')).toBeTruthy();
    expect(screen.getByLabelText('Minimum group size').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', '/api/organisations/current/settings')).toEqual([]);
  });

  it("shows the server's field issues on the fields", async () => {
    await openPage(() =>
      apiError(400, 'validation_failed', 'Please check the highlighted fields.', [
        { path: 'allowedEmailDomains.1', message: i18n._(emailDomainMessages.publicWebmail('gmail.com')) },
      ]),
    );
    fireEvent.change(screen.getByLabelText('Allowed e-mail domains'), { target: { value: 'example.co.uk\ngmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(i18n._(emailDomainMessages.publicWebmail('gmail.com')))).toBeTruthy();
    expect(screen.getByLabelText('Allowed e-mail domains').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses what the server would refuse before sending, in its words, beside the fields', async () => {
    const api = await openPage(() => json(200, testOrganisation));
    fireEvent.change(screen.getByLabelText('Allowed e-mail domains'), { target: { value: 'example.co.uk\nsomeone@example.com' } });
    fireEvent.change(screen.getByLabelText('Retention in months'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('someone@example.com is not a domain name like example.co.uk (no @, no https://)')).toBeTruthy();
    expect(screen.getByText('Retention must be a whole number of months')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Allowed e-mail domains'), { target: { value: 'Example.co.uk\nexample.co.uk' } });
    fireEvent.change(screen.getByLabelText('Retention in months'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('example.co.uk is listed twice')).toBeTruthy();
    expect(screen.getByText(`Retention must be between ${RETENTION_MONTHS_MIN} and ${RETENTION_MONTHS_MAX} months`)).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/organisations/current/settings')).toEqual([]);
  });

  it('starts from the saved setting for showing results only after closing', async () => {
    stubApi({
      'GET /api/organisations/current/email-domain-requests': () => json(200, { requests: [] }),
      'GET /api/session': () =>
        json(200, {
          ...signedIn({ role: 'organisation_admin' }),
          organisation: { ...testOrganisation, settings: { ...testOrganisation.settings, resultsAfterClose: true } },
        }),
    });
    renderWithApp(routes, { path: '/organisation-settings' });
    const afterClose = await screen.findByRole('checkbox', { name: 'Show results only after the assessment closes' });
    expect((afterClose as HTMLInputElement).checked).toBe(true);
  });

  it('turns on two-step sign-in for everyone, saying what people will be asked', async () => {
    const api = await openPage(() => json(200, testOrganisation));
    const everyone = screen.getByRole('checkbox', { name: 'Require two-step sign-in for everyone' });
    expect((everyone as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById(everyone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Everyone will set up an authenticator app the next time they sign in.',
    );
    fireEvent.click(everyone);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await screen.findByText('Settings saved');
    expect(
      api
        .callsTo('PATCH', '/api/organisations/current/settings')
        .map((call) => (call.body as Record<string, unknown>).requireTwoStepForEveryone),
    ).toEqual([true]);
  });

  it('starts from the saved setting for requiring two-step sign-in of everyone', async () => {
    stubApi({
      'GET /api/organisations/current/email-domain-requests': () => json(200, { requests: [] }),
      'GET /api/session': () =>
        json(200, {
          ...signedIn({ role: 'organisation_admin' }),
          organisation: { ...testOrganisation, settings: { ...testOrganisation.settings, requireTwoStepForEveryone: true } },
        }),
    });
    renderWithApp(routes, { path: '/organisation-settings' });
    const everyone = await screen.findByRole('checkbox', { name: 'Require two-step sign-in for everyone' });
    expect((everyone as HTMLInputElement).checked).toBe(true);
  });

  it("asks for approval of another domain, shows the answer of earlier requests and the server's refusal on the field", async () => {
    const refused = {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      domain: 'partner.example',
      status: 'refused',
      requestedAt: '2026-11-01T09:00:00.000Z',
      decidedAt: '2026-11-02T09:00:00.000Z',
      refusalReason: 'Not your organisation',
    };
    const asked = {
      id: '8d0f7780-8536-41ef-955c-f18ad2a01bf8',
      domain: 'sister.example',
      status: 'pending',
      requestedAt: '2026-11-27T09:00:00.000Z',
      decidedAt: null,
      refusalReason: null,
    };
    let requests: unknown[] = [refused];
    const api = await openPage(() => json(200, testOrganisation), {
      'GET /api/organisations/current/email-domain-requests': () => json(200, { requests }),
      'POST /api/organisations/current/email-domain-requests': (body) => {
        if ((body as { domain: string }).domain === 'taken.example')
          return apiError(409, 'conflict', 'Another organisation uses taken.example.', [
            { path: 'domain', message: 'Another organisation uses taken.example.' },
          ]);
        requests = [asked, refused];
        // What the server answers: the organisation's requests, newest first.
        return json(201, { requests });
      },
    });
    const list = await screen.findByRole('list', { name: 'Domains asked for' });
    expect(within(list).getByText('partner.example')).toBeTruthy();
    expect(within(list).getByText('Refused')).toBeTruthy();
    expect(list.textContent).toContain('Not your organisation');

    const field = screen.getByLabelText(/^Domain to approve/);
    fireEvent.change(field, { target: { value: 'taken.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for approval' }));
    expect(await screen.findByText('Another organisation uses taken.example.')).toBeTruthy();

    fireEvent.change(field, { target: { value: ' Sister.example ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for approval' }));
    expect(await screen.findByText('CultureLens will look at sister.example.')).toBeTruthy();
    expect(await screen.findByText('Waiting for CultureLens')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Domains asked for' })).getByText('sister.example')).toBeTruthy();
    expect(api.callsTo('POST', '/api/organisations/current/email-domain-requests').map((call) => call.body)).toEqual([
      { domain: 'taken.example' },
      { domain: 'sister.example' },
    ]);
    expect((field as HTMLInputElement).value).toBe('');
  });
});
