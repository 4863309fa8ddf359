import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssessmentListResponseSchema } from '#domain/api/assessments.ts';
import { InvitationListResponseSchema } from '#domain/api/invitations.ts';
import { apiClient, SESSION_COOKIE, type ApiClient } from './support/api.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { startApp, type AppProcess } from './support/app-process.ts';
import { enrolOnTwoStepPage, expectNoAxeViolations, freshPage, heading } from './support/pages.ts';

const facilitator = { organisation: 'Meadow Lane Bakery', firstName: 'Mabel', lastName: 'Baker', email: 'mabel@meadow.test', password: 'sourdough-starter-at-dawn' };
const people = [
  { email: 'flour@meadow.test', role: 'Employee' },
  { email: 'oven@meadow.test', role: 'Manager' },
];

/** A link from the app's own mailbox, opened in this app. */
async function openMailLink(page: Page, api: ApiClient, to: string, pathPrefix: string) {
  const link = await api.mailboxLink(to, pathPrefix);
  await page.goto(`${api.baseUrl}${link.pathname}${link.search}`);
}

/**
 * "Move this workspace to CultureLens" in a real browser against `npm start` (local mailbox):
 * a local workspace with people and a question set becomes an organisation on the server, its
 * administrator verifies the address, the people are invited with their roles, the question set
 * starts there, and an invited person joins.
 */
describe('moving a local workspace to CultureLens', () => {
  let app: AppProcess;
  let browser: TestBrowser;
  let api: ApiClient;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
    api = apiClient(app.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('registers the organisation, invites the people after verification, starts the question set, and an invited person joins', async () => {
    const page = await freshPage(browser);
    await page.goto(`${app.baseUrl}/alpha/workspace`);
    await page.getByLabel('Organisation name').fill(facilitator.organisation);
    await page.getByLabel('Your first name').fill(facilitator.firstName);
    await page.getByLabel('Your last name').fill(facilitator.lastName);
    await page.getByLabel('Your email').fill(facilitator.email);
    await page.getByLabel('Facilitator password').fill(facilitator.password);
    await page.getByLabel('Confirm password').fill(facilitator.password);
    await page.getByRole('checkbox', { name: 'Culture Change Readiness' }).check();
    await page.getByRole('button', { name: 'Start the workspace' }).click();
    await expect.poll(() => heading(page).textContent(), { timeout: 15_000 }).toBe(facilitator.organisation);
    for (const person of people) {
      await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
      await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: person.role });
      await page.getByRole('button', { name: 'Add person' }).click();
      await page.getByRole('button', { name: `Remove ${person.email}` }).waitFor();
    }
    await page.getByRole('button', { name: 'Start assessment' }).click();

    // The registration opens with the workspace's details; only the password is new.
    await page.getByRole('button', { name: 'Move this workspace to CultureLens' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Create your organisation');
    await page.getByText('Moving your local workspace').waitFor();
    expect(await page.getByLabel('Organisation name').inputValue()).toBe(facilitator.organisation);
    expect(await page.getByLabel('Admin email').inputValue()).toBe(facilitator.email);
    await page.getByLabel(/^Password/).fill(facilitator.password);
    await page.getByLabel(/^Confirm password/).fill(facilitator.password);
    await page.getByRole('button', { name: 'Create Organisation' }).click();

    // An administrator sets up two-step sign-in first, then goes on to the move, which waits for the verified address.
    await page.waitForURL(/\/account\/two-step-sign-in\?next=%2Falpha%2Fmove$/, { timeout: 15_000 });
    await enrolOnTwoStepPage(page, { email: facilitator.email, password: facilitator.password });
    await page.waitForURL(`${app.baseUrl}/alpha/move`);
    await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();
    expect(await page.getByRole('button', { name: 'Move the workspace' }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await openMailLink(page, api, facilitator.email, '/email-verified');
    await expect.poll(() => heading(page).textContent()).toBe('Email Verified');
    await page.goto(`${app.baseUrl}/alpha/move`);
    await page.getByRole('heading', { name: `What moves to ${facilitator.organisation}` }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'What moves' }).textContent()).toContain('2 people are invited by email (1 as Employee, 1 as Manager)');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Move the workspace' }).click();
    await page.getByRole('heading', { name: 'Moved' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('table').getByText('Invited', { exact: true }).count()).toBe(2);

    // On the server: both invitations with their roles, and the question set open.
    const session = (await browser.context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    const { invitations } = await api.requestParsed(InvitationListResponseSchema, '/api/invitations', { session });
    expect(invitations.map(({ email, role, status }) => ({ email, role, status })).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'flour@meadow.test', role: 'employee', status: 'pending' },
      { email: 'oven@meadow.test', role: 'manager', status: 'pending' },
    ]);
    const { assessments } = await api.requestParsed(AssessmentListResponseSchema, '/api/assessments', { session });
    expect(assessments.map(({ questionSetId, status }) => ({ questionSetId, status }))).toEqual([{ questionSetId: 'culture-change-readiness', status: 'open' }]);

    // The local workspace stays, marked as moved.
    await page.goto(`${app.baseUrl}/alpha/workspace`);
    await page.getByRole('heading', { name: 'Moved to CultureLens' }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'People in this workspace' }).getByRole('listitem').count()).toBe(2);
    await page.close();

    // An invited person accepts from the mail and is signed in.
    const invited = await freshPage(browser);
    await openMailLink(invited, api, 'flour@meadow.test', '/invite/');
    await expect.poll(() => heading(invited).textContent()).toBe(`Join ${facilitator.organisation}`);
    await invited.getByLabel(/^First name/).fill('Flora');
    await invited.getByLabel(/^Last name/).fill('Miller');
    await invited.getByLabel(/^Password/).fill('rye-and-spelt-loaves');
    await invited.getByLabel(/^Confirm password/).fill('rye-and-spelt-loaves');
    await invited.getByRole('button', { name: 'Create Account' }).click();
    await invited.waitForURL(`${app.baseUrl}/consent`, { timeout: 15_000 });
    const { invitations: after } = await api.requestParsed(InvitationListResponseSchema, '/api/invitations?status=accepted', { session });
    expect(after.map(({ email }) => email)).toEqual(['flour@meadow.test']);
  }, 240_000);
});
