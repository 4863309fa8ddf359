// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { twoStepMessages } from '#domain/messages.ts';
import { api } from '#web/api-client.ts';
import { LoginPage } from '#web/features/accounts/index.ts';
import { apiError, json, renderWithApp, signedIn, signedOut, stubApi } from '#web/test-support.tsx';
import { TwoStepEnrolmentRedirect } from './enrolment-redirect.tsx';
import { TwoStepPage } from './two-step-page.tsx';
import { i18n } from '@lingui/core';

const withRedirect = (element: React.ReactNode) => (
  <>
    <TwoStepEnrolmentRedirect />
    {element}
  </>
);
/** A page that reads member data, as every page of the app does. */
function AssessmentsPage() {
  const assessments = useQuery({ queryKey: ['assessments'], queryFn: () => api('GET /api/assessments') });
  return <p>{assessments.isError ? assessments.error.message : 'Assessments'}</p>;
}
const routes = [
  { path: '/login', element: withRedirect(<LoginPage />) },
  { path: '/dashboard', element: withRedirect(<p>Dashboard</p>) },
  { path: '/assessments', element: withRedirect(<AssessmentsPage />) },
  { path: '/account/two-step-sign-in', element: withRedirect(<TwoStepPage />) },
];

describe('two-step sign-in in the web app', () => {
  it('asks for the code after a right password, and signs in with it', async () => {
    let session = signedOut;
    const api = stubApi({
      'GET /api/session': () => json(200, session),
      'POST /api/session': () => json(200, { secondStepRequired: true }),
      'POST /api/session/second-step': (body) => {
        if ((body as { code: string }).code !== '123456') return apiError(401, 'invalid_credentials', i18n._(twoStepMessages.wrongCode));
        session = signedIn({ twoStepEnabled: true });
        return json(200, session);
      },
    });
    const app = renderWithApp(routes, { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText(/^Authentication code/);
    expect(app.location()).toBe('/login');
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(i18n._(twoStepMessages.wrongCode))).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Authentication code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/session/second-step').map((call) => call.body)).toEqual([{ code: '654321' }, { code: '123456' }]);
  });

  it('takes an administrator without a second factor to set it up, draws the QR code, and shows the recovery codes once', async () => {
    const recoveryCodes = Array.from({ length: 10 }, (_, index) => `aaaa-bbbb-cccc-dddd-eeee-fff${index}`);
    stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin', twoStepEnabled: false })),
      'GET /api/two-step': () => json(200, { enabled: false, required: true, recoveryCodesLeft: 0 }),
      'POST /api/two-step/enrolment': () =>
        json(200, {
          otpauthUri: 'otpauth://totp/x',
          manualKey: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrCode: { size: 2, rows: ['10', '01'] },
        }),
      'POST /api/two-step/enrolment/confirm': () => json(200, { recoveryCodes }),
    });
    const app = renderWithApp(routes, { path: '/dashboard' });
    await waitFor(() => expect(app.location()).toBe('/account/two-step-sign-in?next=%2Fdashboard'));
    expect(await screen.findByText(/Administrators must use two-step sign-in/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
    expect(screen.getByTestId('manual-key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    fireEvent.change(screen.getByLabelText(/^Code from the app/), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(recoveryCodes);
  });

  it('refuses a code that cannot be one before asking the server, in the words the server would use', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedOut),
      'POST /api/session': () => json(200, { secondStepRequired: true }),
    });
    renderWithApp(routes, { path: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.org' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    fireEvent.change(await screen.findByLabelText(/^Authentication code/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your app, or one of your recovery codes.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/session/second-step')).toEqual([]);
  });

  it('asks for a 6-digit code and the password before making new recovery codes or turning two-step sign-in off', async () => {
    let regenerations = 0;
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'employee', twoStepEnabled: true })),
      'GET /api/two-step': () => json(200, { enabled: true, required: false, recoveryCodesLeft: 7 }),
      'POST /api/two-step/recovery-codes': () =>
        ++regenerations === 1
          ? apiError(401, 'invalid_credentials', i18n._(twoStepMessages.wrongCode))
          : json(200, { recoveryCodes: ['aaaa-bbbb-cccc-dddd-eeee-ffff', 'gggg-hhhh-iiii-jjjj-kkkk-llll'] }),
    });
    renderWithApp(routes, { path: '/account/two-step-sign-in' });
    fireEvent.change(await screen.findByLabelText(/^Code from the app/), { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/two-step/recovery-codes')).toEqual([]);
    expect(api.callsTo('POST', '/api/two-step/disable')).toEqual([]);

    // A code of the right shape goes to the server, spaces removed; its refusal is said above the fields.
    fireEvent.change(screen.getByLabelText(/^Code from the app/), { target: { value: '123 456' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse battery' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByText(i18n._(twoStepMessages.wrongCode))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(screen.getByText('gggg-hhhh-iiii-jjjj-kkkk-llll')).toBeTruthy();
    expect(api.callsTo('POST', '/api/two-step/recovery-codes').map((call) => call.body)).toEqual([
      { password: 'correct horse battery', code: '123456' },
      { password: 'correct horse battery', code: '123456' },
    ]);
  });

  it('takes an employee whose organisation has just required two-step sign-in of everyone to set it up, and says why', async () => {
    // The session was read before the organisation turned the setting on; the server now refuses member data.
    let organisationRequiresIt = false;
    const api = stubApi({
      'GET /api/session': () => {
        const session = signedIn({ role: 'employee', twoStepEnabled: false });
        return json(200, {
          ...session,
          organisation: session.organisation && {
            ...session.organisation,
            settings: { ...session.organisation.settings, requireTwoStepForEveryone: organisationRequiresIt },
          },
        });
      },
      'GET /api/assessments': () => {
        organisationRequiresIt = true;
        return apiError(403, 'two_step_required', i18n._(twoStepMessages.setUpToContinue));
      },
      'GET /api/two-step': () => json(200, { enabled: false, required: true, recoveryCodesLeft: 0 }),
    });
    const app = renderWithApp(routes, { path: '/assessments' });
    await waitFor(() => expect(app.location()).toBe('/account/two-step-sign-in?next=%2Fassessments'));
    expect(await screen.findByText(/Your organisation requires two-step sign-in of everyone/)).toBeTruthy();
    expect(api.callsTo('GET', '/api/session').length).toBeGreaterThan(1);
  });
});
