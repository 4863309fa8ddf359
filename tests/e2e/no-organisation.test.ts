import { describe, expect, it } from 'vitest';
import { linkFromMail } from './support/mail.ts';
import { enrolOnTwoStepPage, expectNoAxeViolations, freshPage, heading } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const NEXT_STEP = 'You are not part of an organisation yet';

/**
 * Someone who registers without an invitation belongs to no organisation: every page shows them
 * the way on, and their own account creates an organisation and becomes its administrator.
 */
describe('a person in no organisation, in the browser', () => {
  const { app, browser, sink } = useAppInBrowser({ env: { PUBLIC_URL: 'http://127.0.0.1:0' }, mail: true });

  it('registers without an invitation, signs in, sees the next step instead of errors, creates an organisation and lands in its setup', async () => {
    const grace = { email: 'grace@hopper.test', password: 'cobol-rules-59' };
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/register`);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(grace.email);
    await page.getByLabel(/^Password/).fill(grace.password);
    await page.getByLabel(/^Confirm password/).fill(grace.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/login\?registered=1$/);

    // Verified while signed out: onboarding is reached through sign-in.
    await page.goto(await linkFromMail(sink, app.baseUrl, grace.email, /^Verify your email/));
    await expect.poll(() => heading(page).textContent()).toBe('Email Verified');
    await page.getByRole('button', { name: 'Continue to Onboarding' }).click();
    await page.waitForURL(`${app.baseUrl}/login?next=%2Fonboarding`);
    await page.getByLabel('Email').fill(grace.email);
    await page.getByLabel(/^Password/).fill(grace.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/onboarding`);
    await expect.poll(() => heading(page).textContent()).toBe(NEXT_STEP);

    // The dashboard, the consent page and the results show the same next step, and no error.
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Grace');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: NEXT_STEP }).count()).toBe(1);
    await expect.poll(() => page.getByText(/ask your administrator for an invitation/).count()).toBe(1);
    await expectNoAxeViolations(page);
    expect(await main.getByRole('link', { name: 'Results' }).count()).toBe(0);
    for (const path of ['/consent', '/assessments/anonymous', '/results-dashboard']) {
      await page.goto(`${app.baseUrl}${path}`);
      await expect.poll(() => heading(page).textContent(), { message: path }).toBe(NEXT_STEP);
    }
    expect(await page.getByText(/Error loading|could not be loaded/).count()).toBe(0);

    await page.getByRole('link', { name: 'Create an organisation' }).click();
    await page.waitForURL(`${app.baseUrl}/register-organisation`);
    await expect.poll(() => page.getByText(`You are signed in as ${grace.email}`, { exact: false }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByLabel('Organisation name').fill('Hopper Labs');
    await page.getByRole('button', { name: 'Create Organisation' }).click();

    // An administrator now, Grace sets up two-step sign-in first and then goes on to the setup.
    await page.waitForURL(/\/account\/two-step-sign-in\?next=%2Fsetup$/);
    await expect.poll(() => page.getByText('Organisation created successfully!').count()).toBe(1);
    await enrolOnTwoStepPage(page, grace);
    await page.waitForURL(`${app.baseUrl}/setup`);
    await expect.poll(() => heading(page).textContent()).toBe('Set up your organisation');
    await expect.poll(() => page.getByLabel(/^Organisation name/).inputValue()).toBe('Hopper Labs');
    await page.close();
  });
});
