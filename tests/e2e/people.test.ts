import { describe, expect, it } from 'vitest';
import { linkFromMail } from './support/mail.ts';
import { enrolOnTwoStepPage, expectNoAxeViolations, freshPage, heading, signInOnLoginPage } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/**
 * Setup, invitations, joining from an e-mail link, consent and employee management, in a
 * real browser against `npm start`, with the invitation e-mails going through real SMTP.
 * The tests run in order and build on each other: one organisation, its admin and two invitees.
 * Each journey spans several pages and axe runs, so it gets more time than the default.
 */
describe('people and invitations in the browser', { timeout: 120_000 }, () => {
  const organisationName = 'Hamilton Software Ltd';
  const admin = { firstName: 'Margaret', lastName: 'Hamilton', email: 'margaret@hamilton.test', password: 'apollo-guidance-11' };
  const employee = { firstName: 'Ken', lastName: 'Thompson', email: 'ken@hamilton.test', password: 'unix-and-b-1969' };
  const manager = { firstName: 'Dennis', lastName: 'Ritchie', email: 'dennis@hamilton.test', password: 'c-language-1972' };
  const revokedAddress = 'brian@hamilton.test';

  const { app, browser, sink } = useAppInBrowser({ env: { PUBLIC_URL: 'http://127.0.0.1:0' }, mail: true });

  async function invitationLink(to: string): Promise<string> {
    const link = await linkFromMail(sink, app.baseUrl, to, /invited you to join/);
    expect(new URL(link).pathname).toMatch(/^\/invite\/[A-Za-z0-9_-]+$/);
    return link;
  }

  const signInAsAdmin = () => signInOnLoginPage(browser, app.baseUrl, admin);

  it('an admin creates an organisation and completes setup with two invitations', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/register-organisation`);
    await page.getByLabel('Organisation name').fill(organisationName);
    await page.getByLabel('Admin first name').fill(admin.firstName);
    await page.getByLabel('Admin last name').fill(admin.lastName);
    await page.getByLabel('Admin email').fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByLabel(/^Confirm password/).fill(admin.password);
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    // The link mailed to the administrator creates it, with the password chosen, and proves the address.
    await page.getByRole('heading', { level: 1, name: 'Check your email' }).waitFor();
    await page.goto(await linkFromMail(sink, app.baseUrl, admin.email, /^Finish creating/));
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    await enrolOnTwoStepPage(page, admin);
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: 'Admin actions' }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Invite team members' }).click();
    await page.waitForURL(`${app.baseUrl}/setup`);
    await expect.poll(() => heading(page).textContent()).toBe('Set up your organisation');
    expect(await page.getByLabel(/^Organisation name/).inputValue()).toBe(organisationName);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'People-First Maturity' }).check();
    expect(await page.getByRole('checkbox', { name: 'Identity' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect.poll(() => page.getByText('Step 2 of 2').count()).toBe(1);
    await page.getByLabel('Email address').fill(employee.email);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByLabel('Email address').fill(manager.email);
    await page.getByLabel('Role').selectOption('manager');
    await page.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Invitations to send (2)' }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => page.getByText('Invitations sent!').count()).toBe(1);
    await expect.poll(() => page.getByText('Successfully sent 2 invitations.').count()).toBe(1);
    await page.close();
  });

  for (const [person, roleLabel] of [
    [employee, 'Employee'],
    [manager, 'Manager'],
  ] as const) {
    it(`the invited ${roleLabel.toLowerCase()} opens the e-mail link, registers, consents and lands on the dashboard`, async () => {
      const page = await freshPage(browser);
      await page.goto(await invitationLink(person.email));
      await expect.poll(() => heading(page).textContent()).toBe(`Join ${organisationName}`);
      expect(await page.getByLabel(/^Email/).inputValue()).toBe(person.email);
      expect(await page.getByLabel(/^Email/).getAttribute('readonly')).not.toBeNull();
      await expect.poll(() => page.getByText(roleLabel, { exact: true }).count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByLabel(/^First name/).fill(person.firstName);
      await page.getByLabel(/^Last name/).fill(person.lastName);
      await page.getByLabel(/^Password/).fill(person.password);
      await page.getByLabel(/^Confirm password/).fill(person.password);
      await page.getByRole('button', { name: 'Create Account' }).click();

      await page.waitForURL(`${app.baseUrl}/consent`);
      await expect.poll(() => heading(page).textContent()).toBe('Consent to take part');
      await expectNoAxeViolations(page);
      const consent = page.getByRole('button', { name: 'I Consent - Continue to Alpha' });
      expect(await consent.isDisabled()).toBe(true);
      await page.getByRole('checkbox').check();
      await consent.click();

      await page.waitForURL(`${app.baseUrl}/dashboard`);
      await expect.poll(() => heading(page).textContent()).toBe(`Welcome, ${person.firstName}`);
      await expect.poll(() => page.getByText('Consent Recorded').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Review and consent' }).count()).toBe(0);
      await page.close();
    });
  }

  it('the admin sees both in employee management with their roles, and assigns the manager', async () => {
    const page = await signInAsAdmin();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }).click();
    await page.waitForURL(`${app.baseUrl}/employee-management`);
    await expect.poll(() => heading(page).textContent()).toBe('Employee Management');
    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row(employee.email).count()).toBe(1);
    expect(await row(employee.email).getByRole('cell').nth(1).textContent()).toBe('Employee');
    expect(await row(manager.email).getByRole('cell').nth(1).textContent()).toBe('Manager');
    expect(await row(employee.email).getByText('Active').count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: `Edit ${employee.firstName} ${employee.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${employee.firstName} ${employee.lastName}` });
    await dialog.getByLabel('Manager', { exact: true }).selectOption({ label: `${manager.firstName} ${manager.lastName} (Manager)` });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Changes saved').count()).toBe(1);
    // Cells after the row header: email, role, manager, status, team size, actions.
    await expect.poll(() => row(employee.email).getByRole('cell').nth(2).textContent()).toBe(`${manager.firstName} ${manager.lastName}`);
    await expect.poll(() => row(manager.email).getByRole('cell').nth(4).textContent()).toBe('1');
    await page.close();
  });

  it("shows a revoked invitation's link as invalid", async () => {
    const page = await signInAsAdmin();
    await page.goto(`${app.baseUrl}/invitation-management`);
    await expect.poll(() => heading(page).textContent()).toBe('Invitation Management');
    await page.getByLabel(/^Email addresses/).fill(`${revokedAddress}\n${employee.email}`);
    await page.getByRole('button', { name: 'Send Invitations' }).click();
    const report = page.getByRole('table', { name: 'Results of the last send' });
    await expect.poll(() => report.getByRole('row').count()).toBe(3);
    expect(await report.getByRole('row').filter({ hasText: employee.email }).getByText('Already a member', { exact: true }).count()).toBe(
      1,
    );
    await expect.poll(() => page.getByText('Successfully sent 1 invitation.').count()).toBe(1);
    await expectNoAxeViolations(page);

    const link = await invitationLink(revokedAddress);
    await page.getByRole('button', { name: `Revoke invitation to ${revokedAddress}` }).click();
    await page.getByRole('dialog', { name: 'Revoke this invitation?' }).getByRole('button', { name: 'Revoke invitation' }).click();
    await expect.poll(() => page.getByText('Invitation revoked').count()).toBe(1);
    const history = page.getByRole('table', { name: 'Invitation history' });
    await expect.poll(() => history.getByRole('row').filter({ hasText: revokedAddress }).getByText('Revoked').count()).toBe(1);
    await page.close();

    const visitor = await freshPage(browser);
    await visitor.goto(link);
    await expect.poll(() => heading(visitor).textContent()).toBe('Invalid invitation');
    await expect.poll(() => visitor.getByText('This invitation link is invalid or has expired.').count()).toBe(1);
    await expectNoAxeViolations(visitor);
    await visitor.close();
  });

  it('an employee may neither invite nor manage invitations', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/employee-signin`);
    await expect.poll(() => heading(page).textContent()).toBe('Employee Sign In');
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(employee.email);
    await page.getByLabel(/^Password/).fill(employee.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    expect(await page.getByRole('link', { name: 'Invitations' }).count()).toBe(0);

    await page.goto(`${app.baseUrl}/invite-employee`);
    await expect.poll(() => page.getByText("You don't have permission to invite employees.").count()).toBe(1);
    expect(await page.getByText('Access Denied').count()).toBe(1);
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe(`Welcome, ${employee.firstName}`);

    await page.goto(`${app.baseUrl}/invitation-management`);
    await expect.poll(() => heading(page).textContent()).toBe('Access Denied');
    await expect.poll(() => page.getByText("You don't have permission to access this page. Required roles: Admin").count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.close();
  });
});
