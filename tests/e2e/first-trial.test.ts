import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssessmentListResponseSchema } from '#domain/api/assessments.ts';
import { AssessmentResultsSchema, ResultsOverviewSchema } from '#domain/api/results.ts';
import { closingMessages } from '#domain/messages/closing.ts';
import { assessmentAdministrationMessages } from '#domain/messages/assessment-administration.ts';
import { firstUpdateText, notCountedText } from '#domain/messages/results-state.ts';
import { getQuestionSet } from '#domain/question-bank.ts';
import { apiClient, type ApiClient, type Invitee } from './support/api.ts';
import { launchBrowser, type TestBrowser } from './support/browser.ts';
import { startApp, type AppProcess } from './support/app-process.ts';
import { expectNoAxeViolations, heading, reloadUntilShown, signInOnLoginPage } from './support/pages.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

/**
 * Issue #31's two journeys (decision 0044), each against its own `npm start`: a first trial
 * with the release times of a fresh install (daily at 03:00 UTC) that sees results the same
 * day by closing, and a close with answers waiting for the next update, where the administrator
 * is told before closing what happens to them and afterwards why they are not in the results.
 */

const SIZE = 6;
const SET_ID = 'deib-assessment';
const deib = getQuestionSet(SET_ID);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue sentence around a date and time, whose format is the browser's: matched whole, any text in the date's place. */
function withAnyDate(sentence: (when: string) => string): RegExp {
  const marker = '\u0000';
  const [before = '', after = ''] = sentence(marker).split(marker);
  return new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`);
}

const people = (domain: string, count: number, offset = 0): Invitee[] =>
  Array.from({ length: count }, (_, index) => ({
    firstName: `Colleague${offset + index + 1}`,
    lastName: 'Trial',
    email: `colleague${offset + index + 1}@${domain}`,
    password: `kettle-on-at-${offset + index + 1}-please`,
  }));

/** The value of a figure of a StatGrid (its `dd`), by its label. */
const statValue = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }).locator('xpath=following-sibling::dd[1]');

/** One assessment's detail on /results-dashboard. */
const detailOf = (page: Page) => page.getByRole('region', { name: `${deib.title}: wave 1` });

/** Completes the questionnaire through the API with the same value for every question. */
async function completeWith(api: ApiClient, session: string, assessmentId: string, value: number): Promise<void> {
  const { questions } = await api.questionnaire(session, assessmentId);
  await api.completeAssessment(session, assessmentId, Object.fromEntries(questions.map((question) => [question.id, value])));
}

/** Opens the close dialog from the dashboard's assessment controls. */
async function openCloseDialog(page: Page, baseUrl: string): Promise<Locator> {
  await page.goto(`${baseUrl}/dashboard`);
  const controls = page.getByRole('group', { name: `Status of ${deib.title}` });
  await controls.getByRole('button', { name: 'Close', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this assessment?' });
  await dialog.waitFor();
  return dialog;
}

/** Presses "Close now" and waits for the dashboard to say the assessment closed. */
async function closeNow(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: inSourceLanguage(closingMessages.closeNowButton), exact: true }).click();
  await expect
    .poll(() => page.getByText(inSourceLanguage(assessmentAdministrationMessages.statusUpdatedText('closed')), { exact: true }).count())
    .toBe(1);
}

let browser: TestBrowser;
/** Each journey's app: release times as a fresh install has them, and the browser tests' every two seconds. */
let freshInstall: AppProcess;
let everyTwoSeconds: AppProcess;
beforeAll(async () => {
  // Started side by side: each start is mostly waiting for its database.
  const [launched, fresh, fast] = await Promise.allSettled([
    launchBrowser(),
    // The documented default (daily at 03:00 UTC); the browser tests' own default is every two seconds.
    startApp({ env: { RESULTS_RELEASE_EVERY: '1d' } }),
    startApp(),
  ]);
  if (launched.status === 'fulfilled') browser = launched.value;
  if (fresh.status === 'fulfilled') freshInstall = fresh.value;
  if (fast.status === 'fulfilled') everyTwoSeconds = fast.value;
  for (const started of [launched, fresh, fast]) if (started.status === 'rejected') throw started.reason;
});
afterAll(async () => {
  await Promise.all([browser?.close(), freshInstall?.stop(), everyTwoSeconds?.stop()]);
});

describe('a first trial with the release times of a fresh install', () => {
  let app: AppProcess;
  let api: ApiClient;
  let page: Page;
  let adminSession = '';
  let assessmentId = '';
  const admin: Invitee = { firstName: 'Imogen', lastName: 'Trial', email: 'imogen@tailwind.test', password: 'first-cup-of-tea-7' };
  const colleagues = people('tailwind.test', SIZE);

  beforeAll(() => {
    app = freshInstall;
    api = apiClient(app.baseUrl);
  });

  it('the administrator sets up the organisation, invites six colleagues and opens an assessment in the browser; all six complete', async () => {
    adminSession = (await api.createOrganisation('Tailwind Traders', admin)).session;
    page = await signInOnLoginPage(browser, app.baseUrl, admin);

    await page.goto(`${app.baseUrl}/setup`);
    await expect.poll(() => heading(page).textContent()).toBe('Set up your organisation');
    await page.getByRole('checkbox', { name: deib.title }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Step 2 of 2').count()).toBe(1);
    for (const colleague of colleagues) {
      await page.getByLabel('Email address').fill(colleague.email);
      await page.getByRole('button', { name: 'Add' }).click();
    }
    await expect.poll(() => page.getByRole('heading', { name: `Invitations to send (${SIZE})` }).count()).toBe(1);
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => page.getByText(`Successfully sent ${SIZE} invitations.`).count()).toBe(1);

    await page.goto(`${app.baseUrl}/create-assessment`);
    await expect.poll(() => heading(page).textContent()).toBe('Create Assessment');
    await page.getByRole('radio', { name: /Diversity, Equity, Inclusion/ }).check();
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole('group', { name: `Status of ${deib.title}` }).count()).toBe(1);
    const { assessments } = await api.requestParsed(AssessmentListResponseSchema, '/api/assessments', { session: adminSession });
    expect(assessments.map((assessment) => [assessment.questionSetId, assessment.status])).toEqual([[SET_ID, 'open']]);
    assessmentId = assessments[0]?.id ?? '';

    // Alternating 3 and 4: every domain's mean is 3.50 once all six are in.
    for (const [index, colleague] of colleagues.entries()) {
      await completeWith(api, await api.joinByInvitation(colleague), assessmentId, index % 2 === 0 ? 3 : 4);
    }
  }, 90_000);

  it('the dashboard says there are no results yet, that the next update is 03:00 UTC, and that closing shows them sooner', async () => {
    const { cards } = await api.requestParsed(ResultsOverviewSchema, '/api/results', { session: adminSession });
    const now = new Date();
    const todayAtThree = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3);
    const nextThree = new Date(todayAtThree > now.getTime() ? todayAtThree : todayAtThree + 86_400_000);
    expect(cards.map((card) => [card.responses, card.completion.completed, card.completion.nextReleaseAt])).toEqual([
      [0, 0, nextThree.toISOString()],
    ]);

    await page.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe(`Welcome, ${admin.firstName}`);
    const firstUpdate = page.getByText(withAnyDate((when) => inSourceLanguage(firstUpdateText(SIZE, when, true))));
    await expect.poll(() => firstUpdate.count()).toBeGreaterThan(0);
    expect(await page.getByText(/\d\.\d\d \/ 5\.0/).count()).toBe(0);
  });

  it('closing in the browser says what happens to the answers waiting, and "Close now" shows the scores the same day', async () => {
    const dialog = await openCloseDialog(page, app.baseUrl);
    await expect.poll(() => dialog.getByText(inSourceLanguage(closingMessages.atUpdates(SIZE)), { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(withAnyDate((when) => inSourceLanguage(closingMessages.closeAtNextUpdate(when)))).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: inSourceLanguage(closingMessages.closeAtNextUpdateButton), exact: true }).count()).toBe(
      1,
    );
    expect(await dialog.getByRole('button', { name: inSourceLanguage(closingMessages.closeNowButton), exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await closeNow(page, dialog);

    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    const detail = detailOf(page);
    // Closing asks for a release run at once; the page may come before it.
    await reloadUntilShown(
      page,
      statValue(detail, 'Overall score').getByText('3.50 / 5.0', { exact: true }),
      statValue(detail, 'Overall score').getByText(/\S/).first(),
    );
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    expect(await detail.getByText(`Results as of ${today}`, { exact: true }).count()).toBe(1);
    expect(await statValue(detail, 'Responses').getByText(String(SIZE), { exact: true }).count()).toBe(1);
    expect(
      await statValue(detail, 'Response rate')
        .getByText(`${SIZE} of ${SIZE + 1} people`, { exact: true })
        .count(),
    ).toBe(1);
    const domainList = detail
      .getByRole('heading', { name: 'Domain scores' })
      .locator('xpath=ancestor::div[contains(@class, "rounded-lg")][1]');
    for (const domain of deib.domains) {
      const item = domainList.getByRole('listitem').filter({ hasText: domain.label });
      expect(await item.getByText('3.50 / 5.0', { exact: true }).count(), domain.label).toBe(1);
      expect(await item.getByText(`${SIZE} responses`, { exact: true }).count(), domain.label).toBe(1);
    }
    const results = await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: adminSession });
    expect([results.responses, results.completion.completed, results.completion.notCounted]).toEqual([SIZE, SIZE, 0]);
    await page.close();
  });
});

describe('closing with answers waiting for the next update', () => {
  let app: AppProcess;
  let api: ApiClient;
  let page: Page;
  let adminSession = '';
  let assessmentId = '';
  const admin: Invitee = { firstName: 'Hamish', lastName: 'Closer', email: 'hamish@northwind.test', password: 'last-orders-please-9' };
  const firstSix = people('northwind.test', SIZE);
  const lateTwo = people('northwind.test', 2, SIZE);
  const activePeople = firstSix.length + lateTwo.length + 1;
  const sessions = new Map<string, string>();

  beforeAll(async () => {
    app = everyTwoSeconds;
    api = apiClient(app.baseUrl);
    adminSession = (await api.createOrganisation('Northwind Traders', admin)).session;
    await api.completeSetup(adminSession, { organisationName: 'Northwind Traders', selectedCategories: [SET_ID] });
    assessmentId = (await api.startAssessment(adminSession, SET_ID)).id;
    await api.invite(
      adminSession,
      [...firstSix, ...lateTwo].map(({ email }) => ({ email, role: 'employee' as const })),
    );
    for (const person of [...firstSix, ...lateTwo]) sessions.set(person.email, await api.joinByInvitation(person));
  }, 90_000);

  // The first six agree (4) and the two after them strongly disagree (1): any of theirs in the results would move every score.
  const complete = async (person: Invitee, value: number) => completeWith(api, sessions.get(person.email) ?? '', assessmentId, value);

  it('six complete and are released at an update; two more complete after it and wait', async () => {
    for (const person of firstSix) await complete(person, 4);
    page = await signInOnLoginPage(browser, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    const detail = detailOf(page);
    await reloadUntilShown(
      page,
      statValue(detail, 'Responses').getByText(String(SIZE), { exact: true }),
      statValue(detail, 'Responses').getByText(/^\d+$/),
    );
    expect(await statValue(detail, 'Response rate').getByText(`${SIZE} of ${activePeople} people`, { exact: true }).count()).toBe(1);

    for (const person of lateTwo) await complete(person, 1);
    // While it runs, the rate counts released people only: nothing tells the two apart.
    const open = await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: adminSession });
    expect([open.responses, open.completion.completed, open.completion.notCounted]).toEqual([SIZE, SIZE, 0]);
  }, 60_000);

  it('the close dialog says what happens to them; after "Close now" the results count all eight who completed and say why two are not in them', async () => {
    const dialog = await openCloseDialog(page, app.baseUrl);
    await expect.poll(() => dialog.getByText(inSourceLanguage(closingMessages.atUpdates(SIZE)), { exact: true }).count()).toBe(1);
    expect(await dialog.getByText(withAnyDate((when) => inSourceLanguage(closingMessages.closeAtNextUpdate(when)))).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: inSourceLanguage(closingMessages.closeAtNextUpdateButton), exact: true }).count()).toBe(
      1,
    );
    await closeNow(page, dialog);

    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    const detail = detailOf(page);
    const notCounted = detail.getByText(inSourceLanguage(notCountedText(2, SIZE)), { exact: true });
    await reloadUntilShown(page, notCounted, statValue(detail, 'Responses').getByText(/^\d+$/));
    const completed = SIZE + 2;
    const rate = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(Math.round((completed / activePeople) * 1000) / 10);
    expect(await statValue(detail, 'Response rate').innerText()).toBe(`${rate}%\n${completed} of ${activePeople} people`);
    expect(await statValue(detail, 'Responses').getByText(String(SIZE), { exact: true }).count()).toBe(1);
    expect(await statValue(detail, 'Overall score').getByText('4.00 / 5.0', { exact: true }).count()).toBe(1);

    // The dashboard says the same.
    await page.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => page.getByText(inSourceLanguage(notCountedText(2, SIZE)), { exact: true }).count()).toBe(1);
    expect(await statValue(page, 'Completion rate').innerText()).toBe(`${rate}%\n${completed} of ${activePeople} people`);
    expect(await statValue(page, 'Completed').innerText()).toBe(`${completed}\n${SIZE} of them in the results`);

    const closed = await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: adminSession });
    expect([closed.assessment.status, closed.responses, closed.completion.completed, closed.completion.notCounted]).toEqual([
      'closed',
      SIZE,
      completed,
      2,
    ]);
    await page.close();
  });
});
