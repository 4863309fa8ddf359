import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { expectNoAxeViolations, heading, pageWithSession, signInOnLoginPage } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/**
 * Changing one's password on /account in a real browser against `npm start`, while the same
 * person is signed in in another browser: that other session ends, this one carries on.
 */
describe('account security in the browser', { timeout: 120_000 }, () => {
  let otherBrowser: TestBrowser;
  let otherSession = '';
  const admin = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@cobol.test', password: 'compilers-and-moths-1947' };
  const employee = { firstName: 'Jean', lastName: 'Sammet', email: 'jean@cobol.test', password: 'programming-languages-69' };
  const newPassword = 'lantern orchard velvet';

  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    otherBrowser = await launchBrowser();
    const adminSession = (await api.createOrganisation('Cobol Works', admin)).session;
    await api.invite(adminSession, [{ email: employee.email, role: 'employee' }]);
    otherSession = await api.joinByInvitation(employee);
  });

  afterAll(async () => {
    await otherBrowser?.close();
  });

  it('a person changes their password on /account, and their session in another browser is signed out', async () => {
    const elsewhere = await pageWithSession(otherBrowser, app.baseUrl, otherSession);
    await elsewhere.goto(`${app.baseUrl}/account`);
    await expect.poll(() => heading(elsewhere).textContent()).toBe('Account security');

    const page = await signInOnLoginPage(browser, app.baseUrl, employee);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${app.baseUrl}/account`);
    await expect.poll(() => heading(page).textContent()).toBe('Account security');
    const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect.poll(() => sessions.count()).toBe(2);
    await expect.poll(() => page.getByText('(this session)').count()).toBe(1);
    expect((await page.getByRole('link', { name: 'Two-step sign-in' }).getAttribute('href')) ?? '').toBe('/account/two-step-sign-in');
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Current password/).fill(employee.password);
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByLabel(/^Confirm new password/).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Password changed', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Your other session was signed out. You stay signed in here.').count()).toBe(1);
    await expect.poll(() => sessions.count()).toBe(1);

    // This browser carries on under its new session; the other one is signed out.
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe('Account security');
    await elsewhere.reload();
    await expect.poll(() => heading(elsewhere).textContent()).toBe('Authentication Required');
    expect(await elsewhere.getByText('You need to be logged in to access this page.').count()).toBe(1);

    // The new password is the one that signs in now.
    const again = await signInOnLoginPage(otherBrowser, app.baseUrl, { email: employee.email, password: newPassword });
    await expect.poll(() => heading(again).textContent()).toMatch(/^Welcome/);
    await Promise.all([page.close(), elsewhere.close(), again.close()]);
  });
});
