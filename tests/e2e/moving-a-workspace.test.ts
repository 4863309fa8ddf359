import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AssessmentListResponseSchema } from '#domain/api/assessments.ts';
import { InvitationListResponseSchema } from '#domain/api/invitations.ts';
import { answerImportMessages } from '#domain/messages.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import { SESSION_COOKIE, type ApiClient } from './support/api.ts';
import { enrolOnTwoStepPage, expectNoAxeViolations, freshPage, heading } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const facilitator = {
  organisation: 'Meadow Lane Bakery',
  firstName: 'Mabel',
  lastName: 'Baker',
  email: 'mabel@meadow.test',
  password: 'sourdough-starter-at-dawn',
};
const people = [
  { email: 'flour@meadow.test', role: 'Employee' },
  { email: 'oven@meadow.test', role: 'Manager' },
  ...['crust', 'crumb', 'yeast', 'salt'].map((name) => ({ email: `${name}@meadow.test`, role: 'Employee' })),
];
const SCALE = ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'];
/** Each person's answer to every question, on the facilitator's device: means per domain 3.50. */
const answerOf = [2, 3, 4, 4, 5, 3];
const questionCount = questionsForSet('culture-change-readiness').length;

async function answerAs(page: Page, email: string, value: number) {
  await page.getByRole('button', { name: `Answer as ${email}` }).click();
  for (let index = 0; index < questionCount; index += 1) {
    await page.getByRole('heading', { name: `Question ${index + 1} of ${questionCount}` }).waitFor();
    await page.getByRole('radio', { name: SCALE[value - 1], exact: true }).check();
    await page.getByRole('button', { name: index === questionCount - 1 ? 'Complete Assessment' : 'Next' }).click();
  }
  await page.getByText('Assessment Complete!').waitFor();
}

/** A link from the app's own mailbox, opened in this app. */
async function openMailLink(page: Page, api: ApiClient, to: string, pathPrefix: string) {
  const link = await api.mailboxLink(to, pathPrefix);
  await page.goto(`${api.baseUrl}${link.pathname}${link.search}`);
}

/**
 * "Move this workspace to CultureLens" in a real browser against `npm start` (local mailbox):
 * a local workspace with people and a question set becomes an organisation on the server, its
 * administrator verifies the address, the people are invited with their roles, the question set
 * starts there, the six people's local answers are imported as a closed wave of their own and
 * show in the results, and an invited person joins.
 */
describe('moving a local workspace to CultureLens', () => {
  const { app, browser, api } = useAppInBrowser();

  it('registers the organisation, invites the people after verification, starts the question set, imports the local answers as a closed wave its results show, and an invited person joins', async () => {
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
    await page.getByRole('button', { name: 'Hand the device round for Culture Change Readiness' }).click();
    for (const [index, person] of people.entries()) await answerAs(page, person.email, answerOf[index] ?? 3);
    await page.getByText('Everyone has answered.').waitFor();
    await page.getByLabel('Facilitator password').fill(facilitator.password);
    await page.getByRole('button', { name: 'Back to the workspace' }).click();
    await page.getByRole('heading', { name: 'Results: Culture Change Readiness' }).waitFor({ timeout: 15_000 });

    // The registration opens with the workspace's details; only the password is new.
    await page.getByRole('button', { name: 'Move this workspace to CultureLens' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Create your organisation');
    await page.getByText('Moving your local workspace').waitFor();
    expect(await page.getByLabel('Organisation name').inputValue()).toBe(facilitator.organisation);
    expect(await page.getByLabel('Admin email').inputValue()).toBe(facilitator.email);
    await page.getByLabel(/^Password/).fill(facilitator.password);
    await page.getByLabel(/^Confirm password/).fill(facilitator.password);
    await page.getByRole('button', { name: 'Create Organisation' }).click();
    await page.getByText('Open the link in this browser: moving your local workspace goes on from there.').waitFor();
    await expectNoAxeViolations(page);

    // The link mailed to the facilitator creates the organisation with the password chosen, and proves the address.
    await openMailLink(page, api, facilitator.email, '/register-organisation/confirm');
    await page.getByLabel(/^Password/).fill(facilitator.password);
    await page.getByRole('button', { name: 'Create Organisation' }).click();

    // An administrator sets up two-step sign-in first, then goes on to the move.
    await page.waitForURL(/\/account\/two-step-sign-in\?next=%2Falpha%2Fmove$/, { timeout: 15_000 });
    await enrolOnTwoStepPage(page, { email: facilitator.email, password: facilitator.password });
    await page.waitForURL(`${app.baseUrl}/alpha/move`);
    await page.getByRole('heading', { name: `What moves to ${facilitator.organisation}` }).waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'What moves' }).textContent())
      .toContain('6 people are invited by email (5 as Employee, 1 as Manager)');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Move the workspace' }).click();
    await page.getByRole('heading', { name: 'Moved' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('table').getByText('Invited', { exact: true }).count()).toBe(6);

    // On the server: both invitations with their roles, and the question set open.
    const session = (await browser.context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    const { invitations } = await api.requestParsed(InvitationListResponseSchema, '/api/invitations', { session });
    expect(invitations.map(({ email, role, status }) => ({ email, role, status })).sort((a, b) => a.email.localeCompare(b.email))).toEqual(
      people
        .map(({ email, role }) => ({ email, role: role.toLowerCase(), status: 'pending' }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    );
    const { assessments } = await api.requestParsed(AssessmentListResponseSchema, '/api/assessments', { session });
    expect(assessments.map(({ questionSetId, status }) => ({ questionSetId, status }))).toEqual([
      { questionSetId: 'culture-change-readiness', status: 'open' },
    ]);

    // The six local answers come along as a closed wave of their own, and its results show them.
    await page.getByText(inSourceLanguage(answerImportMessages.explained)).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Import these answers' }).click();
    await page.getByText(inSourceLanguage(answerImportMessages.imported(6))).waitFor({ timeout: 15_000 });
    const { assessments: withImport } = await api.requestParsed(AssessmentListResponseSchema, '/api/assessments', { session });
    expect(
      withImport
        .map(({ title, status, importedAnswers }) => ({ title, status, importedAnswers }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: 'Culture Change Readiness', status: 'open', importedAnswers: false },
      { title: 'Culture Change Readiness (answered locally)', status: 'closed', importedAnswers: true },
    ]);
    await page.getByRole('link', { name: 'See its results' }).click();
    await page.getByRole('heading', { name: /^Culture Change Readiness \(answered locally\): wave \d$/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Domain scores' }).locator('xpath=../..').textContent()).toContain('3.50');
    await page
      .getByText(inSourceLanguage(answerImportMessages.participation(6)))
      .first()
      .waitFor();

    // The local workspace stays, marked as moved.
    await page.goto(`${app.baseUrl}/alpha/workspace`);
    await page.getByRole('heading', { name: 'Moved to CultureLens' }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: 'People in this workspace' }).getByRole('listitem').count()).toBe(6);
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
