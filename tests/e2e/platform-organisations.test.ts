import { describe, expect, it } from 'vitest';
import { platformMessages } from '#domain/messages.ts';
import { signInAsAppointedPlatformAdmin } from './support/platform-admin.ts';
import { answerCodeStep, expectNoAxeViolations, freshPage, heading } from './support/pages.ts';
import { hasAuthenticator } from './support/authenticator.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

/**
 * The platform administrator, appointed by PLATFORM_ADMIN_EMAIL at start-up, chooses a password
 * from the e-mailed link, sets up two-step sign-in, and suspends an organisation from /platform;
 * that organisation's administrator can then no longer sign in.
 */
describe('the platform administrator suspends an organisation, in the browser', () => {
  const staff = { email: 'ops@culturelens.test', password: 'keeping the lights on' };
  const admin = { email: 'marie@curie.test', password: 'radium-and-polonium', firstName: 'Marie', lastName: 'Curie' };

  const { app, browser, api: client } = useAppInBrowser({ env: { PLATFORM_ADMIN_EMAIL: staff.email } });

  it('signs in with two steps, suspends with a reason, and the organisation’s administrator is refused at sign-in', async () => {
    await client.createOrganisation('Curie Institute', admin);

    const page = await freshPage(browser);
    await signInAsAppointedPlatformAdmin(page, client, app.baseUrl, staff);
    await expect.poll(() => heading(page).textContent()).toBe('Platform overview');

    await page.getByRole('button', { name: 'Suspend Curie Institute' }).click();
    await page.getByLabel(/^Why suspend Curie Institute\?/).fill('The contract ended');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Suspend Curie Institute' }).click();
    await expect.poll(() => page.getByText(inSourceLanguage(platformMessages.suspended('Curie Institute'))).count()).toBe(1);
    await expect.poll(() => page.getByText('The contract ended').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Reinstate Curie Institute' }).count()).toBe(1);
    await page.close();

    const refused = await freshPage(browser);
    await refused.goto(`${app.baseUrl}/login`);
    await refused.getByLabel('Email').fill(admin.email);
    await refused.getByLabel(/^Password/).fill(admin.password);
    await refused.getByRole('button', { name: 'Sign In', exact: true }).click();
    // An account with two steps hears "suspended" only once its code is proven too (decision 0046):
    // the right password alone is answered as any other.
    if (hasAuthenticator(admin.email)) {
      await refused.getByLabel(/^Authentication code/).waitFor();
      expect(await refused.getByText(inSourceLanguage(platformMessages.organisationSuspended)).count()).toBe(0);
      await answerCodeStep(refused, admin.email);
    }
    await expect.poll(() => refused.getByText(inSourceLanguage(platformMessages.organisationSuspended)).count()).toBeGreaterThan(0);
    expect(refused.url()).toBe(`${app.baseUrl}/login`);
    await refused.close();
  });
});
