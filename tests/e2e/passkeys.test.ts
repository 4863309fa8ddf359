import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './support/api.ts';
import { freePort, startApp, type AppProcess } from './support/app-process.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { expectNoAxeViolations, heading, pageWithSession } from './support/pages.ts';

/**
 * Passkeys in a real browser, with Chromium's virtual authenticator (DevTools protocol) standing
 * in for a phone or laptop that verifies its user. Passkeys are bound to a host name, not an IP
 * address: the app is reached at http://localhost:<port>, its PUBLIC_URL.
 */
describe('passkeys in the browser', () => {
  let app: AppProcess;
  let browser: TestBrowser;
  let api: ApiClient;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://localhost:${port}`;
    app = await startApp({ port, env: { PUBLIC_URL: baseUrl } });
    browser = await launchBrowser();
    api = apiClient(baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A virtual authenticator in this tab: resident keys, user verification that succeeds. */
  async function withAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { cdp, authenticatorId };
  }

  /** The tab's browser as one that cannot offer passkeys among a field's suggestions (conditional mediation). */
  const withoutPasskeySuggestions = (page: Page) =>
    page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
    });

  const signOut = async (page: Page) => {
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
  };

  it('an employee adds a passkey on /account, then signs in with it and no password', async () => {
    const owner = { email: 'ada@lovelace.test', password: 'analytical-engine-1843', firstName: 'Ada', lastName: 'Lovelace' };
    const employee = { email: 'mary@somerville.test', password: 'connexion-of-sciences-1834', firstName: 'Mary', lastName: 'Somerville' };
    const adminSession = (await api.createOrganisation('Lovelace Engines', owner)).session;
    await api.invite(adminSession, [{ email: employee.email, role: 'employee' }]);
    const page = await pageWithSession(browser, baseUrl, await api.joinByInvitation(employee));
    const { cdp, authenticatorId } = await withAuthenticator(page);

    await page.goto(`${baseUrl}/account`);
    await expect.poll(() => heading(page).textContent()).toBe('Account security');
    await expect.poll(() => page.getByText('You have no passkeys yet.').count()).toBe(1);
    await page.getByLabel(/^Name of the new passkey/).fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    // A first second factor: its recovery codes are shown once, then the page again.
    await expect.poll(() => page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).toBe(10);
    await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
    const passkeys = page.getByRole('list', { name: 'Your passkeys' });
    await expect.poll(() => passkeys.getByText('Work laptop').count()).toBe(1);
    await expect.poll(() => passkeys.getByText(/not used yet/).count()).toBe(1);
    await expectNoAxeViolations(page);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    // Where the browser offers passkeys among the e-mail field's suggestions, picking it signs in
    // (the virtual authenticator picks at once); nothing is typed.
    await signOut(page);
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Mary');

    // Where it does not, the button asks for the passkey.
    await signOut(page);
    await withoutPasskeySuggestions(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Use a passkey', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Mary');

    // Renamed, and its last use shown.
    await page.goto(`${baseUrl}/account`);
    await expect.poll(() => passkeys.getByText(/last used/).count()).toBe(1);
    await page.getByRole('button', { name: 'Rename Work laptop' }).click();
    await page.getByLabel('New name for Work laptop').fill('Home laptop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => passkeys.getByText('Home laptop').count()).toBe(1);
    await page.close();
  });

  it('an administrator sets up two-step sign-in with a passkey, saves recovery codes, then signs in with the password and a recovery code, or the passkey', async () => {
    const admin = { email: 'hertha@ayrton.test', password: 'electric-arc-1902', firstName: 'Hertha', lastName: 'Ayrton' };
    const page = await pageWithSession(browser, baseUrl, (await api.createOrganisation('Ayrton Arcs', admin, { twoStep: false })).session);
    await withAuthenticator(page);

    // Taken to set up two-step sign-in first; a passkey will do instead of the app.
    await page.goto(`${baseUrl}/employee-management`);
    await page.waitForURL(/\/account\/two-step-sign-in\?next=%2Femployee-management$/);
    await page.getByText('Or use a passkey instead of an app').waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    // The first second factor comes with recovery codes, shown this once, as with the app.
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent()) ?? '';
    await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
    await page.waitForURL(`${baseUrl}/employee-management`);

    const signInWithPassword = async () => {
      await signOut(page);
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel(/^Password/).fill(admin.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    };
    // Without the passkey's device: a recovery code is the second step.
    await withoutPasskeySuggestions(page);
    await signInWithPassword();
    await page.getByLabel(/^Authentication code/).fill(recoveryCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Hertha');

    await signInWithPassword();
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Hertha');

    // Its only second factor stays: removing it is refused, with the reason.
    await page.goto(`${baseUrl}/account`);
    await page.getByRole('button', { name: 'Remove Passkey' }).click();
    await page.getByText('Administrators must keep two-step sign-in on.').waitFor();
    await page.close();
  });
});
