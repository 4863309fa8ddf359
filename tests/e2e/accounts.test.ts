import { describe, expect, it } from 'vitest';
import { linkFromMail } from './support/mail.ts';
import { answerCodeStep, enrolOnTwoStepPage, expectNoAxeViolations, freshPage, heading } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/** Account journeys in a real browser against `npm start`, with e-mail through a real SMTP server. */
describe('accounts in the browser', () => {
  const { app, browser, sink } = useAppInBrowser({ env: { PUBLIC_URL: 'http://127.0.0.1:0' }, mail: true });

  it('creates an organisation with the e-mailed link, sets up two-step sign-in as an administrator must, and lands on the dashboard signed in, the address verified', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/register-organisation`);
    await expect.poll(() => heading(page).textContent()).toBe('Create your organisation');
    await expectNoAxeViolations(page);

    await page.getByLabel('Organisation name').fill('Contoso Culture Ltd');
    await page.getByLabel('Admin first name').fill('Nancy');
    await page.getByLabel('Admin last name').fill('Davolio');
    await page.getByLabel('Admin email').fill('nancy@contoso.test');
    await page.getByLabel(/^Password/).fill('chai-and-chang-1');
    await page.getByLabel(/^Confirm password/).fill('chai-and-chang-1');
    await page.getByRole('button', { name: 'Create Organisation' }).click();

    // Nothing exists yet: the page says where the next step is.
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByText(
            'We have sent a message to nancy@contoso.test with the next step. To finish creating Contoso Culture Ltd, open the link in it within 24 hours',
          )
          .count(),
      )
      .toBe(1);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(async () => (await (await fetch('/api/session')).json()) as unknown)).toEqual({
      user: null,
      organisation: null,
    });

    // The link, with the password chosen, creates the organisation and signs Nancy in.
    await page.goto(await linkFromMail(sink, app.baseUrl, 'nancy@contoso.test', /^Finish creating Contoso Culture Ltd on CultureLens$/));
    await page.getByRole('heading', { level: 1, name: 'Finish creating your organisation' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Password/).fill('chai-and-chang-1');
    await page.getByRole('button', { name: 'Create Organisation' }).click();

    // Administrators set up two-step sign-in before anything else, then go on to the dashboard.
    await page.waitForURL(/\/account\/two-step-sign-in\?next=%2Fdashboard$/);
    await expect.poll(() => page.getByText('Organisation created successfully!').count()).toBe(1);
    await expectNoAxeViolations(page);
    await enrolOnTwoStepPage(page, { email: 'nancy@contoso.test', password: 'chai-and-chang-1' });
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Nancy');
    // The link proved the address: nothing asks to verify it.
    expect(await page.getByRole('heading', { name: 'Please verify your email address' }).count()).toBe(0);
    await page.close();
  });

  it('shows someone asking with an address that already has an account the same next step, and mails its owner instead', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/register-organisation`);
    await page.getByLabel('Organisation name').fill('Contoso Copycats');
    await page.getByLabel('Admin first name').fill('Mallory');
    await page.getByLabel('Admin last name').fill('Stranger');
    await page.getByLabel('Admin email').fill('nancy@contoso.test');
    await page.getByLabel(/^Password/).fill('a-strangers-own-pass-7');
    await page.getByLabel(/^Confirm password/).fill('a-strangers-own-pass-7');
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await expect
      .poll(() =>
        page.getByText(/^We have sent a message to nancy@contoso\.test with the next step\. To finish creating Contoso Copycats/).count(),
      )
      .toBe(1);
    const note = await sink.waitFor(
      (mail) => mail.to.includes('nancy@contoso.test') && /asked to create the organisation Contoso Copycats/.test(mail.text),
    );
    expect(note.subject).toBe('You already have a CultureLens account');
    expect(note.text).not.toContain('token=');
    await page.close();
  });

  it('refuses a second organisation with the same name, with the catalogue text', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/register-organisation`);
    await page.getByLabel('Organisation name').fill('CONTOSO culture ltd');
    await page.getByLabel('Admin first name').fill('Andrew');
    await page.getByLabel('Admin last name').fill('Fuller');
    await page.getByLabel('Admin email').fill('andrew@contoso.test');
    await page.getByLabel(/^Password/).fill('chai-and-chang-2');
    await page.getByLabel(/^Confirm password/).fill('chai-and-chang-2');
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    await expect
      .poll(() => page.getByText('An organisation with this name already exists. Please choose a different name.').count())
      .toBeGreaterThan(0);
    expect(page.url()).toBe(`${app.baseUrl}/register-organisation`);
    await page.close();
  });

  it('shows the password toasts of the registration form without sending anything', async () => {
    const page = await freshPage(browser);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(`${app.baseUrl}/register`);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('grace@example.test');
    await page.getByLabel(/^Password/).fill('cobol-59');
    await page.getByLabel(/^Confirm password/).fill('cobol-60');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Password mismatch').count()).toBe(1);
    await expect.poll(() => page.getByText('Passwords do not match. Please try again.').count()).toBeGreaterThan(0);

    await page.getByLabel(/^Password/).fill('Zq7!pwX');
    await page.getByLabel(/^Confirm password/).fill('Zq7!pwX');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Password too short').count()).toBe(1);
    await expect.poll(() => page.getByText('Password must be at least 8 characters long.').count()).toBeGreaterThan(0);
    expect(posts).toEqual([]);
    await page.close();
  });

  it('registers, verifies from the e-mail, signs in, and signs out', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/register`);
    await expectNoAxeViolations(page);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill('grace@example.test');
    await page.getByLabel(/^Password/).fill('cobol-rules-59');
    await page.getByLabel(/^Confirm password/).fill('cobol-rules-59');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/login\?registered=1$/);
    await expect.poll(() => page.getByText('Registration successful!').count()).toBeGreaterThan(0);

    // Signing in before verifying is refused, with a way to get a new link.
    await page.getByLabel('Email').fill('grace@example.test');
    await page.getByLabel(/^Password/).fill('cobol-rules-59');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => page.getByText('Sign in failed').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: /new verification/i }).count()).toBe(1);

    await page.goto(await linkFromMail(sink, app.baseUrl, 'grace@example.test', /^Verify your email/));
    await expect.poll(() => heading(page).textContent()).toBe('Email Verified');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to Onboarding' }).click();
    // Onboarding needs a signed-in person: sign-in comes first and leads on to it.
    await page.waitForURL(`${app.baseUrl}/login?next=%2Fonboarding`);
    await page.getByLabel('Email').fill('grace@example.test');
    await page.getByLabel(/^Password/).fill('cobol-rules-59');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/onboarding`);
    await expect.poll(() => page.getByText('Welcome back!').count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.goto(`${app.baseUrl}/onboarding`);
    await expect.poll(() => page.getByText('Authentication Required').count()).toBe(1);
    await expect.poll(() => page.getByText('You need to be logged in to access this page.').count()).toBe(1);
    await page.close();
  });

  it('resets a forgotten password from the e-mail link', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${app.baseUrl}/forgot-password`);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('nancy@contoso.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();

    await page.goto(await linkFromMail(sink, app.baseUrl, 'nancy@contoso.test', /^Reset your CultureLens password/));
    await expect.poll(() => heading(page).textContent()).toBe('Choose a new password');
    await expectNoAxeViolations(page);
    await page.getByLabel(/^New password/).fill('a fresh passphrase');
    await page.getByLabel(/^Confirm new password/).fill('a fresh passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Password changed');

    await page.goto(`${app.baseUrl}/login`);
    await page.getByLabel('Email').fill('nancy@contoso.test');
    await page.getByLabel(/^Password/).fill('a fresh passphrase');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The e-mailed link changed the password, not the second factor: the code is still asked.
    await answerCodeStep(page, 'nancy@contoso.test');
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Welcome, Nancy');
    await page.close();
  });
});
