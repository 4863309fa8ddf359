import { describe, expect, it } from 'vitest';
import { ActionPlanSchema } from '#domain/api/action-plans.ts';
import { PeopleResponseSchema } from '#domain/api/people.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { expectNoAxeViolations, heading, pageWithSession } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/**
 * Trends in a real browser against `npm start`: two waves of the DEIB set, each answered by six
 * people and released, the first closed. The second wave's results show each domain's and
 * question's change since wave 1, and the domain scores across both waves as a chart whose
 * points a keyboard reaches, with the same figures as a table.
 */
describe('trends across waves in the browser', () => {
  const { app, browser, api } = useAppInBrowser();

  const admin = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@harvard-mark.test', password: 'compiler-a0-1952' };
  const people = Array.from({ length: 6 }, (_, index) => ({
    firstName: 'Operator',
    lastName: `Number${index + 1}`,
    email: `operator${index + 1}@harvard-mark.test`,
    password: `punched-tape-${index + 1}-ok`,
  }));

  /** Six people answer the wave by `valueOf(person, question)`; waits until the six are released. */
  async function answerWave(
    sessions: string[],
    adminSession: string,
    assessmentId: string,
    valueOf: (person: number, question: number) => 1 | 2 | 3 | 4 | 5,
  ) {
    const questionIds = (await api.questionnaire(sessions[0] ?? '', assessmentId)).questions.map((question) => question.id);
    for (const [person, session] of sessions.entries()) {
      await api.completeAssessment(
        session,
        assessmentId,
        Object.fromEntries(questionIds.map((id, question) => [id, valueOf(person, question)])),
      );
    }
    const released = async () =>
      (await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: adminSession })).responses;
    await expect.poll(released, { timeout: 30_000 }).toBe(6);
  }

  /** Two plans on wave 1's leadership results: one done and published to everyone, one the administrators' own. */
  async function planOnWaveOne(session: string, assessmentId: string) {
    const { people: everyone } = await api.requestParsed(PeopleResponseSchema, '/api/people?role=all&status=active', { session });
    const ownerId = everyone.find((person) => person.email === admin.email)?.id;
    const plan = async (title: string) =>
      ActionPlanSchema.parse(
        (
          await api.request('/api/action-plans', {
            session,
            body: {
              assessmentId,
              source: 'domain',
              sourceRef: 'leadership-governance',
              title,
              description: '',
              ownerId,
              dueOn: '2099-01-01',
            },
          })
        ).body,
      ).id;
    const published = await plan('Structured interviews');
    await api.request(`/api/action-plans/${published}`, { session, method: 'PATCH', body: { status: 'done' } });
    await api.request(`/api/action-plans/${published}/publication`, { session, method: 'PUT', body: { published: true } });
    await plan('Leadership coaching');
  }

  it('shows the change since wave 1 per domain and question, and the domains across waves as a chart with a table', async () => {
    const created = await api.createOrganisation('Harvard Mark Ltd', admin);
    expect(created.status).toBe(201);
    await api.completeSetup(created.session, { organisationName: 'Harvard Mark Ltd', selectedCategories: ['deib-assessment'] });
    const first = await api.startAssessment(created.session, 'deib-assessment');
    await api.invite(
      created.session,
      people.map((person) => ({ email: person.email, role: 'employee' as const })),
    );
    const sessions: string[] = [];
    for (const person of people) sessions.push(await api.joinByInvitation(person));

    // Wave 1: 3 and 4 alternately everywhere (3.50). Wave 2: leadership (questions 1–3) 4, the rest as before.
    const alternating = (person: number) => (person % 2 === 0 ? 3 : 4);
    await answerWave(sessions, created.session, first.id, alternating);
    await api.setAssessmentStatus(created.session, first.id, 'closed');
    await planOnWaveOne(created.session, first.id);
    const second = await api.startAssessment(created.session, 'deib-assessment');
    await answerWave(sessions, created.session, second.id, (person, question) => (question < 3 ? 4 : alternating(person)));

    const page = await pageWithSession(browser, app.baseUrl, created.session);
    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${second.id}`);
    await expect.poll(() => heading(page).textContent()).toBe('Assessment Results');
    const cardOf = (name: string) =>
      page.getByRole('heading', { level: 3, name }).locator('xpath=ancestor::div[contains(@class, "rounded-lg")][1]');

    // Each domain: leadership rose by 0.5, the others did not move; read out in words too.
    const scores = cardOf('Domain scores');
    await expect.poll(() => scores.getByText('\u25B2 +0.5 since wave 1', { exact: true }).count()).toBe(1);
    expect(await scores.getByText('Up 0.5 since wave 1', { exact: true }).count()).toBe(1);
    expect(await scores.getByText('\u25AC No change since wave 1', { exact: true }).count()).toBe(2);
    // Each question of the heat map: the three leadership questions rose, the six others stayed.
    const questions = cardOf('Questions');
    expect(await questions.getByText('\u25B2 +0.5 since wave 1', { exact: true }).count()).toBe(3);
    expect(await questions.getByText('\u25AC No change since wave 1', { exact: true }).count()).toBe(6);

    // The chart: a point per domain and wave, each reached with the keyboard and named with its value.
    const trends = cardOf('Trends across waves');
    await expect.poll(() => trends.getByRole('listitem', { name: /, wave \d: \d\.\d\d \/ 5\.0$/ }).count()).toBe(6);
    expect(
      await trends
        .getByText(
          /Since wave 1: Leadership & Governance: up 0\.50[;,] Recruitment & Hiring: no change[;,]( and)? Culture & Belonging: no change\./,
        )
        .count(),
    ).toBe(1);
    const leadershipWave1 = trends.getByRole('listitem', { name: 'Leadership & Governance, wave 1: 3.50 / 5.0' });
    await leadershipWave1.focus();
    // The focused value is written out under the chart too, for those who see the focus but not a tooltip.
    await expect
      .poll(() =>
        trends
          .locator('p')
          .filter({ hasText: /^Leadership & Governance, wave 1: 3\.50 \/ 5\.0$/ })
          .count(),
      )
      .toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Leadership & Governance, wave 2: 4.00 / 5.0',
    );

    // The table alternative holds the same figures.
    await trends.getByText('Show the figures as a table', { exact: true }).click();
    const table = trends.getByRole('table', { name: /Domain scores out of 5\.0 per wave/ });
    await expect.poll(() => table.isVisible()).toBe(true);
    const leadershipRow = table.getByRole('row', { name: /Leadership & Governance/ });
    expect((await leadershipRow.getByRole('cell').allTextContents()).map((text) => text.trim())).toEqual([
      '3.50',
      '4.00',
      '\u25B2 +0.5 since wave 1Up 0.5 since wave 1',
    ]);

    // Beside the trends, what was done on wave 1's results in each domain: leaders see whether acting moved the score.
    const acted = trends.getByRole('region', { name: 'Actions on wave 1' });
    await expect.poll(() => acted.getByText('Action: Structured interviews — Done', { exact: true }).count()).toBe(1);
    expect(await acted.getByText('Action: Leadership coaching — Not started', { exact: true }).count()).toBe(1);
    const leadershipActed = acted.getByRole('listitem').filter({ hasText: 'Leadership & Governance' }).first();
    expect(await leadershipActed.getByText('\u25B2 +0.5 since wave 1', { exact: true }).count()).toBe(1);
    expect(await acted.getByText('Recruitment & Hiring', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.close();

    // An employee sees the published action only: the administrators' own plan is not theirs to read.
    const employeePage = await pageWithSession(browser, app.baseUrl, sessions[0]);
    await employeePage.goto(`${app.baseUrl}/results-dashboard?assessment=${second.id}`);
    const employeeTrends = employeePage
      .getByRole('heading', { level: 3, name: 'Trends across waves' })
      .locator('xpath=ancestor::div[contains(@class, "rounded-lg")][1]');
    const seen = employeeTrends.getByRole('region', { name: 'Actions on wave 1' });
    await expect.poll(() => seen.getByText('Action: Structured interviews — Done', { exact: true }).count()).toBe(1);
    expect(await seen.getByText('Action: Leadership coaching — Not started', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(employeePage);
    await employeePage.close();
  });
});
