import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AssessmentSummarySchema } from '#domain/api/assessments.ts';
import { PeopleResponseSchema } from '#domain/api/people.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { questionsForSet } from '#domain/question-bank.ts';
import type { Invitee } from './support/api.ts';
import { expectNoAxeViolations, freshPage, heading, pageWithSession, reloadUntilShown } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const TITLE = 'Diversity, Equity, Inclusion & Belonging (DEIB)';

/**
 * An exit survey in a real browser against `npm start` (decision 0066): the administrator makes a
 * scheduled assessment an exit survey and opens it; five people leave, each with a personal
 * e-mail, and each answers from the link mailed there (one in the browser); the results stay
 * hidden, also after a release time. The sixth is given a personal e-mail and deactivated on the
 * people page, answers, and at the next release time the results appear.
 */
describe('an exit survey in the browser', () => {
  const admin = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@northwind.test', password: 'compilers-and-cobol-7' };
  const leavers: Invitee[] = Array.from({ length: 6 }, (_, index) => ({
    firstName: 'Leaver',
    lastName: `Number${index + 1}`,
    email: `leaver${index + 1}@northwind.test`,
    password: `moving-on-${index + 1}-soon`,
  }));
  const personalEmail = (index: number) => `leaver${index + 1}@home.example`;
  let session = '';
  let surveyId = '';
  const questionIds = questionsForSet('deib-assessment').map((question) => question.id);
  const ids = new Map<string, string>();

  const { app, browser, api } = useAppInBrowser();
  const adminPage = () => pageWithSession(browser, app.baseUrl, session);

  /** The exit survey's link mailed to the leaver's personal address, on the app under test. */
  async function exitLink(index: number): Promise<string> {
    const link = await api.mailboxLink(personalEmail(index), '/answer');
    return `${app.baseUrl}${link.pathname}${link.search}`;
  }

  /** The leaver uses their link through the API and answers every question with 4. */
  async function answerByApi(index: number) {
    const token = new URL(await exitLink(index)).searchParams.get('token');
    const { session: answering } = await api.request('/api/answer-links/use', { body: { token } });
    const answers = Object.fromEntries(questionIds.map((id) => [id, 4]));
    await api.completeAssessment(answering ?? '', surveyId, answers);
  }

  const results = () => api.requestParsed(AssessmentResultsSchema, `/api/results/${surveyId}`, { session });
  const score = (page: Page) => page.getByText(/^\d\.\d\d \/ 5\.0$/);

  it('sets up an organisation with six members and a scheduled assessment through the API', async () => {
    const created = await api.createOrganisation('Northwind Traders', admin);
    session = created.session;
    await api.completeSetup(session, { organisationName: 'Northwind Traders', selectedCategories: ['deib-assessment'] });
    await api.invite(
      session,
      leavers.map((person) => ({ email: person.email, role: 'employee' })),
    );
    for (const person of leavers) await api.joinByInvitation(person);
    const { people } = await api.requestParsed(PeopleResponseSchema, '/api/people', { session });
    for (const person of people) ids.set(person.email, person.id);
    const opensAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await api.requestParsed(AssessmentSummarySchema, '/api/assessments', {
      session,
      body: { questionSetId: 'deib-assessment', opensAt },
    });
    surveyId = scheduled.id;
  }, 120_000);

  it('the administrator makes it an exit survey and opens it', async () => {
    const page = await adminPage();
    await page.goto(`${app.baseUrl}/dashboard`);
    const form = page.getByRole('form', { name: `Who answers ${TITLE}` });
    await form.getByLabel('Who answers').selectOption({ label: 'Leavers: an exit survey' });
    await form.getByRole('button', { name: /^Save who answers/ }).click();
    await page.getByText(`Saved who answers ${TITLE}`).first().waitFor();
    await page
      .getByRole('group', { name: `Status of ${TITLE}` })
      .getByRole('button', { name: 'Open now' })
      .click();
    await page.getByText('Exit survey, to leavers with a personal e-mail').waitFor();
    expect(await page.getByText('sent to 0 people').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('five leavers answer from the link mailed to their personal address, one in the browser; the results stay hidden', async () => {
    for (let index = 0; index < 5; index += 1) {
      const id = ids.get(leavers[index]!.email);
      await api.request(`/api/people/${id}`, { method: 'PATCH', session, body: { personalEmail: personalEmail(index) } });
      await api.request(`/api/people/${id}`, { method: 'PATCH', session, body: { isActive: false } });
    }
    // The first answers in the browser, from the e-mailed link, deactivated as they are.
    const page = await freshPage(browser);
    await page.goto(await exitLink(0));
    await page.getByRole('button', { name: 'Start answering' }).click();
    await page.waitForURL(`${app.baseUrl}/assessment/${surveyId}`, { timeout: 15_000 });
    await expect.poll(() => heading(page).textContent()).toBe(TITLE);
    for (let question = 1; question <= questionIds.length; question += 1) {
      await expect.poll(() => page.getByText(`Question ${question} of ${questionIds.length}`, { exact: true }).count()).toBe(1);
      await page.getByRole('radio', { name: 'Agree', exact: true }).check();
      await page.getByRole('button', { name: question === questionIds.length ? 'Complete Assessment' : 'Next' }).click();
    }
    await expect.poll(() => heading(page).textContent()).toBe('Assessment Complete!');
    await expectNoAxeViolations(page);
    // Their link reaches that survey only.
    await page.goto(`${app.baseUrl}/results-dashboard`);
    await page.getByText('Your e-mailed link lets you answer assessments only. Sign in to see this page.').waitFor();
    await page.close();
    for (let index = 1; index < 5; index += 1) await answerByApi(index);

    // A release time passes with five waiting: nothing is released.
    const before = (await results()).completion.nextReleaseAt;
    await expect.poll(async () => (await results()).completion.nextReleaseAt, { timeout: 15_000 }).not.toBe(before);
    expect((await results()).completion).toMatchObject({ activePeople: 5, completed: 0 });
    const resultsPage = await adminPage();
    await resultsPage.goto(`${app.baseUrl}/results-dashboard?assessment=${surveyId}`);
    await resultsPage.getByText('0 of 5 people', { exact: true }).first().waitFor();
    expect(await score(resultsPage).count()).toBe(0);
    await expectNoAxeViolations(resultsPage);
    await resultsPage.close();
  }, 120_000);

  it('the sixth is given a personal e-mail and deactivated on the people page, answers, and the results appear', async () => {
    const sixth = leavers[5]!;
    const name = `${sixth.firstName} ${sixth.lastName}`;
    const page = await adminPage();
    await page.goto(`${app.baseUrl}/employee-management`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page.getByLabel(/^Personal e-mail/).fill(personalEmail(5));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`${name}: personal e-mail saved.`).first().waitFor();
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page.getByText(/If an exit survey is open, it goes to their personal e-mail\./).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate', exact: true }).click();
    await page.getByText(`${name} can no longer sign in.`).first().waitFor();
    await answerByApi(5);

    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${surveyId}`);
    await reloadUntilShown(page, score(page).first(), page.getByText('0 of 6 people', { exact: true }).first());
    expect(await page.getByText('6 of 6 people', { exact: true }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.close();
  }, 120_000);
});
