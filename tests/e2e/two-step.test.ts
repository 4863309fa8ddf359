import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { nextCode, rememberSecret } from './support/authenticator.ts';
import { enrolOnTwoStepPage, expectNoAxeViolations, freshPage, heading, pageWithSession } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/** Two-step sign-in in a real browser: an administrator sets it up, signs out and signs in with a code. */
describe('two-step sign-in in the browser', () => {
  const admin = { email: 'hedy@lamarr.test', password: 'frequency-hopping-1942' };

  const { app, browser } = useAppInBrowser();

  it('an administrator sets it up from the key on the page, signs out, and signs in again with a code', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/register-organisation`);
    await page.getByLabel('Organisation name').fill('Lamarr Spread Spectrum');
    await page.getByLabel('Admin first name').fill('Hedy');
    await page.getByLabel('Admin last name').fill('Lamarr');
    await page.getByLabel('Admin email').fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByLabel(/^Confirm password/).fill(admin.password);
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    const link = await apiClient(app.baseUrl).mailboxLink(admin.email, '/register-organisation/confirm');
    await page.goto(`${app.baseUrl}${link.pathname}${link.search}`);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Create Organisation' }).click();

    // Taken to set it up first; any other page brings them back here.
    await page.waitForURL(/\/account\/two-step-sign-in\?next=%2Fdashboard$/);
    await expect.poll(() => heading(page).textContent()).toBe('Set up two-step sign-in');
    await page.goto(`${app.baseUrl}/employee-management`);
    await page.waitForURL(/\/account\/two-step-sign-in\?next=%2Femployee-management$/);

    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'QR code for your authenticator app' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    const key = await page.getByTestId('manual-key').innerText();
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    rememberSecret(admin.email, key);

    await page.getByLabel(/^Code from the app/).fill('000000');
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await expect.poll(() => page.getByText('That code is not right. Check your authenticator app and try again.').count()).toBe(1);
    await page.getByLabel(/^Code from the app/).fill(await nextCode(admin.email));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    await expect.poll(() => heading(page).textContent()).toBe('Save your recovery codes');
    const codes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
    expect(codes).toHaveLength(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
    await page.waitForURL(`${app.baseUrl}/employee-management`);

    // The link that created the organisation confirmed the address: signing in again needs nothing more.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.baseUrl}/`);

    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByLabel(/^Authentication code/).count()).toBe(1);
    await expectNoAxeViolations(page);
    // Not signed in yet: the password alone started no session.
    expect(await page.evaluate(async () => (await (await fetch('/api/session')).json()) as unknown)).toEqual({
      user: null,
      organisation: null,
    });

    await page.getByLabel(/^Authentication code/).fill(await nextCode(admin.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Hedy');

    // Signed in again, with one of the recovery codes this time.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByLabel(/^Authentication code/).fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await page.close();
  });

  it('an employee whose organisation starts requiring it of everyone is taken to set it up on their next visit, and back', async () => {
    const api = apiClient(app.baseUrl);
    const owner = { email: 'grace@hopper.test', password: 'nanosecond-wire-1906', firstName: 'Grace', lastName: 'Hopper' };
    const employee = { email: 'jean@sammet.test', password: 'common-business-1959', firstName: 'Jean', lastName: 'Sammet' };
    const adminSession = (await api.createOrganisation('Hopper Compilers', owner)).session;
    await api.invite(adminSession, [{ email: employee.email, role: 'employee' }]);
    const employeeSession = await api.joinByInvitation(employee);

    const page = await pageWithSession(browser, app.baseUrl, employeeSession);
    await page.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Jean');

    await api.request('/api/organisations/current/settings', {
      method: 'PATCH',
      session: adminSession,
      body: { requireTwoStepForEveryone: true },
    });
    // Still signed in, the same session: the next visit leads to setting it up first.
    await page.goto(`${app.baseUrl}/dashboard`);
    await page.waitForURL(/\/account\/two-step-sign-in\?next=%2Fdashboard$/);
    await expect.poll(() => page.getByText(/Your organisation requires two-step sign-in of everyone/).count()).toBe(1);
    await enrolOnTwoStepPage(page, employee);
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Jean');
    await page.close();
  });
});
