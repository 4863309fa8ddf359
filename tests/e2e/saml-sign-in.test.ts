import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityProviderServer, type RunningIdentityProvider } from '#tests/support/saml-identity-provider-server.ts';
import { samlRefusalTexts } from '#domain/messages/sso-saml.ts';
import { apiClient } from './support/api.ts';
import { freePort, startApp, type AppProcess } from './support/app-process.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { translated } from './support/catalogue.ts';
import { expectNoAxeViolations, freshPage, heading, signInOnLoginPage } from './support/pages.ts';

/**
 * SAML sign-in in a real browser: the organisation's identity provider (samlify, on
 * `localhost`, another site than the app's 127.0.0.1) reads our request and posts its answer
 * back across sites, as a real provider's page does; the app takes it (posting it again from
 * its own page for the pending sign-in's cookie) and signs the person in, or refuses a forged
 * answer, back to the sign-in page with the reason.
 */
describe('SAML single sign-on in the browser', () => {
  const admin = { firstName: 'Rosalind', lastName: 'Franklin', email: 'rosalind@franklin.test', password: 'photo-fifty-one-1952' };
  let app: AppProcess;
  let browser: TestBrowser;
  let identityProvider: RunningIdentityProvider;
  let organisationId = '';

  beforeAll(async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    // Our entity ID and assertion consumer service are under PUBLIC_URL: the address the browser uses.
    app = await startApp({ port, env: { PUBLIC_URL: baseUrl } });
    browser = await launchBrowser();
    identityProvider = await startIdentityProviderServer(() => `${baseUrl}/api/sso/${organisationId}/saml/metadata`);

    await apiClient(app.baseUrl).createOrganisation('Franklin Crystallography', admin);
    const settings = await signInOnLoginPage(browser, app.baseUrl, admin);
    // The administrator sets SAML up on the settings page, pasting the identity provider's metadata.
    await settings.goto(`${app.baseUrl}/organisation-settings`);
    const card = settings.getByRole('form', { name: 'Single sign-on' });
    await settings.getByLabel(/^Protocol/).selectOption('saml');
    expect(await card.getByLabel(/^Assertion consumer service/).inputValue()).toMatch(
      new RegExp(`^${baseUrl}/api/sso/[0-9a-f-]+/saml/acs$`),
    );
    await card.getByLabel(/^Identity provider metadata XML/).fill(identityProvider.metadataXml());
    await card.getByLabel(/^E-mail domains it serves/).fill('franklin.test');
    await card.getByRole('button', { name: 'Save single sign-on' }).click();
    await settings.getByText('Single sign-on saved').waitFor();
    expect(await card.getByLabel(/^Identity provider entity ID/).inputValue()).not.toBe('');
    organisationId = await settings.evaluate(
      async () => ((await (await fetch('/api/session')).json()) as { organisation: { id: string } }).organisation.id,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await identityProvider?.close();
  });

  /** From the sign-in page's "Sign in with your organisation" (the work address, discovery) to the identity provider's page, and its button. */
  async function signInThroughIdentityProvider(email: string): Promise<Page> {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in with your organisation', exact: true }).click();
    await page.getByLabel(/^Work e-mail/).fill(email);
    await page.getByRole('button', { name: 'Continue to your organisation' }).click();
    await page.waitForURL(new RegExp(`^${identityProvider.ssoUrl}\\?SAMLRequest=`));
    await page.getByRole('button', { name: 'Sign in to CultureLens' }).click();
    return page;
  }

  it('a new employee signs in through the identity provider and lands in the app', async () => {
    identityProvider.answerWith({ email: 'ada@franklin.test', displayName: 'Ada Byron' });
    const page = await signInThroughIdentityProvider('ada@franklin.test');

    await page.waitForURL(`${app.baseUrl}/login?sso=signed-in`);
    // In the app, signed in: a new employee is asked for consent first.
    await page.goto(`${app.baseUrl}/consent`);
    await expect.poll(() => heading(page).textContent()).toBe('Consent to take part');
    const session = (await page.evaluate(async () => (await (await fetch('/api/session')).json()) as unknown)) as {
      user: { email: string; role: string; firstName: string } | null;
      organisation: { name: string } | null;
    };
    expect(session.user).toMatchObject({ email: 'ada@franklin.test', role: 'employee', firstName: 'Ada' });
    expect(session.organisation?.name).toBe('Franklin Crystallography');
  });

  it('a forged answer is refused, back on the sign-in page showing the reason, and signs nobody in', async () => {
    identityProvider.answerWith({ email: 'mallory@franklin.test', signingKey: 'other', sign: 'both' });
    const page = await signInThroughIdentityProvider('mallory@franklin.test');

    await page.waitForURL(/\/login\?sso_error=saml_signature$/);
    const reason = await translated('en', samlRefusalTexts.saml_signature.message ?? '');
    await expect.poll(() => page.getByText(reason, { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(async () => (await (await fetch('/api/session')).json()) as unknown)).toEqual({
      user: null,
      organisation: null,
    });
  });
});
