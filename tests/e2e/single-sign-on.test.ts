import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type TestOidcProvider } from '#tests/oidc-provider.ts';
import { apiClient } from './support/api.ts';
import { freePort, startApp, type AppProcess } from './support/app-process.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { expectNoAxeViolations, freshPage, heading, signInOnLoginPage } from './support/pages.ts';

/**
 * Single sign-on in a real browser against a real OpenID provider: the administrator sets it
 * up on the organisation settings page, then a new employee signs in through the provider's
 * own sign-in and consent pages, joins the organisation, and lands in the app behind consent.
 */
describe('single sign-on through an OpenID provider in the browser', () => {
  const admin = { firstName: 'Emmy', lastName: 'Noether', email: 'emmy@noether.test', password: 'invariant-theory-1918' };
  const employee = { email: 'olga@noether.test', password: 'provider-password-1', name: 'Olga Taussky', emailVerified: true, amr: ['pwd'] };
  let app: AppProcess;
  let browser: TestBrowser;
  let provider: TestOidcProvider;

  beforeAll(async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    provider = await startOidcProvider({ redirectUriPrefix: `${baseUrl}/api/sso/` });
    provider.addAccount(employee);
    // The provider sends people back to PUBLIC_URL: the address the browser uses.
    app = await startApp({ port, env: { PUBLIC_URL: baseUrl } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await provider?.close();
  });

  it('the administrator sets it up, and a new employee signs in through the provider and lands in the app', async () => {
    await apiClient(app.baseUrl).createOrganisation('Noether Algebra', admin);
    const settings = await signInOnLoginPage(browser, app.baseUrl, admin);
    await settings.goto(`${app.baseUrl}/organisation-settings`);
    const form = settings.getByRole('form', { name: 'Single sign-on' });
    await expect.poll(() => form.getByLabel(/^Redirect address/).inputValue()).toMatch(/\/api\/sso\/[0-9a-f-]{36}\/oidc\/callback$/);
    await form.getByLabel(/^Issuer URL/).fill(provider.issuer);
    await form.getByLabel(/^Client ID/).fill(provider.clientId);
    await form.getByLabel(/^Client secret/).fill(provider.clientSecret);
    await form.getByLabel(/^E-mail domains it serves/).fill('noether.test');
    await form.getByLabel('Require single sign-on').check();
    await form.getByRole('button', { name: 'Save single sign-on' }).click();
    await expect.poll(() => form.getByText('Choose the administrator who may still sign in with a password').count()).toBe(1);
    await form.getByLabel(/^Break-glass administrator/).selectOption({ label: `Emmy Noether (${admin.email})` });
    await form.getByRole('button', { name: 'Save single sign-on' }).click();
    await expect.poll(() => settings.getByText('Single sign-on saved').count()).toBeGreaterThan(0);
    await expect.poll(() => form.getByLabel(/^Client secret/).inputValue()).toBe('');
    await expectNoAxeViolations(settings);

    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with your organisation' }).click();
    await page.getByLabel(/^Work e-mail/).fill(employee.email);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to your organisation' }).click();

    // The provider's own pages.
    await page.waitForURL(new RegExp(`^${provider.issuer}/interaction/`));
    expect(await page.getByLabel('E-mail').inputValue()).toBe(employee.email);
    await page.getByLabel('Password').fill(employee.password);
    await page.getByRole('button', { name: 'Sign in to the provider' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();

    // Back in the app, signed in as a new employee, who consents first.
    await page.waitForURL(`${app.baseUrl}/consent`);
    await expect.poll(() => heading(page).textContent()).toBe('Consent to take part');
    const session = (await page.evaluate(async () => (await (await fetch('/api/session')).json()) as unknown)) as {
      user: { email: string; role: string; consentedAt: string | null; firstName: string } | null;
      organisation: { name: string } | null;
    };
    expect(session.user).toMatchObject({ email: employee.email, role: 'employee', consentedAt: null, firstName: 'Olga' });
    expect(session.organisation?.name).toBe('Noether Algebra');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'I Consent - Continue to Alpha' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Olga');
  });
});
