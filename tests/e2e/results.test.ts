import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PeopleResponseSchema } from '#domain/api/people.ts';
import { AssessmentResultsSchema, ResultsOverviewSchema } from '#domain/api/results.ts';
import { expectNoAxeViolations, heading, pageWithSession, reloadUntilShown } from './support/pages.ts';
import { firstUpdateText } from '#domain/messages/results-state.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

/** A release day (YYYY-MM-DD) as the pages write it: "3 May 2025". */
const releaseDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * Dashboards and results in a real browser against `npm start` (local mailbox, no SMTP):
 * an organisation is set up through the API — an admin, a manager and six direct reports —
 * and the pages are checked as answers arrive: answers are held back, and nothing shown,
 * until six people have completed and a release (a background job right after the sixth
 * completion) puts them in the results; then by role, plus the public demo organisation for
 * signed-out visitors. The tests build on each other and run in order.
 */
describe('dashboards and results in the browser', () => {
  const admin = { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@langley.test', password: 'orbital-mechanics-62' };
  const manager = { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@langley.test', password: 'fortran-west-computing' };
  const reports = Array.from({ length: 6 }, (_, index) => ({
    firstName: 'Computer',
    lastName: `Number${index + 1}`,
    email: `computer${index + 1}@langley.test`,
    password: `slide-rule-${index + 1}-ok`,
  }));

  const sessions = { admin: '', manager: '', reports: [] as string[] };
  let assessmentId = '';
  let questionIds: string[] = [];

  const { app, browser, api } = useAppInBrowser();

  async function complete(session: string, value: number) {
    await api.completeAssessment(session, assessmentId, Object.fromEntries(questionIds.map((id) => [id, value])));
  }

  /** A page signed in with `session` (or signed out without one). */
  const pageAs = (session?: string) => pageWithSession(browser, app.baseUrl, session);

  it('sets up an organisation with a manager and six direct reports through the API', async () => {
    const created = await api.createOrganisation('Langley Research Ltd', admin);
    expect(created.status).toBe(201);
    sessions.admin = created.session;
    await api.completeSetup(sessions.admin, { organisationName: 'Langley Research Ltd', selectedCategories: ['deib-assessment'] });
    assessmentId = (await api.startAssessment(sessions.admin, 'deib-assessment')).id;

    await api.invite(sessions.admin, [
      { email: manager.email, role: 'manager' },
      ...reports.map((person) => ({ email: person.email, role: 'employee' })),
    ]);
    for (const person of [manager, ...reports]) {
      const accepted = await api.acceptInvitation(await api.invitationToken(person.email), person);
      expect(accepted.status).toBe(200);
      await api.giveConsent(accepted.session);
      if (person === manager) sessions.manager = accepted.session;
      else sessions.reports.push(accepted.session);
    }

    // Every report gets the manager before answering: answers carry the team they were given in.
    const { people } = await api.requestParsed(PeopleResponseSchema, '/api/people', { session: sessions.admin });
    const idOf = (email: string) => people.find((person) => person.email === email)?.id;
    const managerId = idOf(manager.email);
    expect(managerId).toBeDefined();
    for (const person of reports) {
      await api.request(`/api/people/${idOf(person.email)}`, { method: 'PATCH', body: { managerId }, session: sessions.admin });
    }

    const questionnaire = await api.questionnaire(sessions.reports[0] ?? '', assessmentId);
    questionIds = questionnaire.questions.map((question) => question.id);
    expect(questionIds.length).toBe(9);
  });

  /** The notice of the next release time, which never counts the answers waiting for it. */
  const nextUpdate = (page: Page) => page.getByText(/^Next update: \d+ \w+ \d{4}, \d\d:\d\d$/);
  /** The sentence in place of figures before the first update (src/domain/messages/results-state.ts), whatever the date's format. */
  const firstUpdate = (toAdministrator: boolean) => {
    const [before, after] = inSourceLanguage(firstUpdateText(6, '\u0000', toAdministrator))
      .split('\u0000')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${before}.+${after}$`);
  };
  const anyWaitingCount = (page: Page) => page.getByText(/held back|\d+ (answers?|people) (are )?waiting/);
  /** The card of the manager's own team on their dashboard. */
  const teamCard = (page: Page) =>
    page.getByRole('heading', { level: 2, name: 'Your team' }).locator('xpath=ancestor::div[contains(@class, "rounded-lg")][1]');

  it('with five completed, nothing is released: every dashboard says 0 responses, when the results may next change, and shows no score', async () => {
    // Alternating 3 and 4: the means settle at 3.50 once the sixth answers.
    for (const [index, session] of sessions.reports.slice(0, 5).entries()) await complete(session, index % 2 === 0 ? 3 : 4);

    const page = await pageAs(sessions.admin);
    await page.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe(`Welcome, ${admin.firstName}`);
    // Not "invite six people": eight can answer, and none is released yet. The administrator is told how to see results sooner.
    await expect.poll(() => page.getByText(firstUpdate(true)).count()).toBeGreaterThan(0);
    await expect.poll(() => nextUpdate(page).count()).toBe(1);
    expect(await anyWaitingCount(page).count()).toBe(0);
    await expect.poll(() => page.getByText('Fewer than 6 responses').count()).toBe(3);
    expect(await page.getByText(/\d\.\d\d \/ 5\.0/).count()).toBe(0);
    await expect.poll(() => page.getByText('No release yet', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Admin actions' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('group', { name: /^Status of / }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto(`${app.baseUrl}/results-dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Assessment Results');
    // The browser tab names the page and the organisation.
    await expect.poll(() => page.title()).toBe('Results · Langley Research Ltd · CultureLens');
    await expect.poll(() => page.getByText(firstUpdate(false)).count()).toBe(1);
    expect(await page.getByText('0 of 8 people', { exact: true }).count()).toBe(1);
    expect(await nextUpdate(page).count()).toBeGreaterThan(0);
    expect(await anyWaitingCount(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.close();

    // The team's card gives no count at all (watched between releases it would say who answered);
    // the organisation's overview below it says what the admin's does.
    const managerPage = await pageAs(sessions.manager);
    await managerPage.goto(`${app.baseUrl}/dashboard`);
    await expect
      .poll(() =>
        teamCard(managerPage).getByText('Your team needs at least 6 responses to view aggregated insights.', { exact: true }).count(),
      )
      .toBe(1);
    expect(
      await teamCard(managerPage)
        .getByText(/Currently have|held back/)
        .count(),
    ).toBe(0);
    await expect.poll(() => managerPage.getByText(firstUpdate(false)).count()).toBeGreaterThan(0);
    expect(await nextUpdate(managerPage).count()).toBe(1);
    await expectNoAxeViolations(managerPage);
    await managerPage.close();
  });

  it('once the sixth completes, the six are released at the next release time: the scores appear, on the dashboard and on the results page', async () => {
    const page = await pageAs(sessions.admin);
    await page.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => nextUpdate(page).count()).toBe(1);

    await complete(sessions.reports[5] ?? '', 4);
    // The release runs at the next release time (every two seconds in this app): reload until it has.
    await reloadUntilShown(page, page.getByText('3.50 / 5.0'), page.getByText('Fewer than 6 responses').first());
    // A reload at the very moment of the release may have had one card answered before it and
    // another after: once it has shown, every card read afresh shows it.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('img', { name: /: 3\.50 out of 5\.0, Fair$/ }).count()).toBe(3);
    expect(await page.getByText(/Currently have \d+ responses/).count()).toBe(0);

    const results = await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: sessions.admin });
    expect(results.overall.score).toBe(3.5);
    expect(results.responses).toBe(6);
    expect(results.completion.nextReleaseAt).not.toBeNull();
    expect(results.releasedOn).not.toBeNull();
    const asOf = releaseDay(results.releasedOn ?? '');
    await expect.poll(() => page.getByText(asOf, { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto(`${app.baseUrl}/results-dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Assessment Results');
    await expect.poll(() => page.getByText('No earlier wave').count()).toBe(1);
    expect(await page.getByText('6 of 8 people', { exact: true }).count()).toBe(1);
    expect(await anyWaitingCount(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^View details/ }).click();
    await page.waitForURL(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    await expect.poll(() => page.getByRole('table', { name: /Mean agreement per question/ }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Strongest domain' }).count()).toBe(1);
    expect(await page.getByText(`Results as of ${asOf}`, { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto(`${app.baseUrl}/admin-dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Admin Dashboard');
    await expect.poll(() => page.getByText('8 active', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    for (const tab of ['Employees', 'Assessments', 'Analytics']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectNoAxeViolations(page);
    }
    await expect.poll(() => page.getByRole('heading', { name: `Team of ${manager.firstName} ${manager.lastName}` }).count()).toBe(1);
    await page.close();
  });

  it("shows the manager their team's scores and an employee their own dashboard", async () => {
    const managerPage = await pageAs(sessions.manager);
    await managerPage.goto(`${app.baseUrl}/dashboard`);
    const team = teamCard(managerPage);
    await expect.poll(() => team.getByRole('img', { name: /out of 5\.0/ }).count()).toBe(3);
    expect(await team.getByText('6 responses').count()).toBe(3);
    await expectNoAxeViolations(managerPage);
    await managerPage.close();

    const employeePage = await pageAs(sessions.reports[0]);
    await employeePage.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(employeePage).textContent()).toBe(`Welcome, ${reports[0]?.firstName}`);
    await expect.poll(() => employeePage.getByText('You have completed this assessment. Thank you for taking part.').count()).toBe(1);
    expect(await employeePage.getByRole('heading', { name: 'Admin actions' }).count()).toBe(0);
    await expectNoAxeViolations(employeePage);
    await employeePage.close();
  });

  it('shows a signed-out visitor the demo organisation under the sign-in banner', async () => {
    const demo = await api.requestParsed(ResultsOverviewSchema, '/api/demo/results');
    const current = demo.cards.find((card) => card.assessment.status === 'open') ?? demo.cards[0];
    expect(current?.overall.score).not.toBeNull();

    const page = await pageAs();
    // Every API call the signed-out page makes, with its answer's status.
    const calls: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) calls.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
    });
    await page.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(page).textContent()).toBe('Demo dashboard');
    expect(await page.getByRole('heading', { name: 'You are viewing the demo dashboard' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Join the Alpha Programme' }).count()).toBe(1);
    await expect.poll(() => page.getByText(demo.organisationName, { exact: false }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(`${(current?.overall.score ?? 0).toFixed(2)} / 5.0`).count()).toBe(1);
    // Three teams: two shown, one below the threshold.
    await expect.poll(() => page.getByRole('heading', { level: 3, name: /^Team of / }).count()).toBe(3);
    await expectNoAxeViolations(page);
    // The demo asks only for the demo routes, each answered: none of the signed-in results (trends
    // included: the demo shows no trends card) and no 404.
    expect(calls.filter((call) => !call.startsWith('200 '))).toEqual([]);
    expect(calls.filter((call) => !/ \/api\/(session|demo\/)/.test(call))).toEqual([]);
    await page.close();
  });
});
