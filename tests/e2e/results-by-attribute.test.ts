import { describe, expect, it } from 'vitest';
import { PeopleResponseSchema } from '#domain/api/people.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { expectNoAxeViolations, heading, pageWithSession } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/**
 * Results by attribute in a real browser against `npm start`: twelve people in two departments
 * answer; the first six are released as they complete, the rest when the assessment closes; the
 * administrator's results dashboard then breaks the results down by department, each group
 * beside the organisation.
 */
describe('results by attribute in the browser', { timeout: 180_000 }, () => {
  const { app, browser, api } = useAppInBrowser();
  const admin = { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@langley.test', password: 'orbital-mechanics-62' };
  const people = Array.from({ length: 12 }, (_, index) => ({
    firstName: 'Computer',
    lastName: `Number${index + 1}`,
    email: `computer${index + 1}@langley.test`,
    password: `slide-rule-${index + 1}-ok`,
    department: index < 6 ? 'Flight Research' : 'Analysis',
  }));

  it('shows each department once released, beside the whole organisation, and passes axe', async () => {
    const created = await api.createOrganisation('Langley Research Ltd', admin);
    await api.completeSetup(created.session, { organisationName: 'Langley Research Ltd', selectedCategories: ['deib-assessment'] });
    const assessmentId = (await api.startAssessment(created.session, 'deib-assessment')).id;
    await api.invite(
      created.session,
      people.map((person) => ({ email: person.email, role: 'employee' })),
    );
    const sessions: string[] = [];
    for (const person of people) sessions.push(await api.joinByInvitation(person));
    const { people: listed } = await api.requestParsed(PeopleResponseSchema, '/api/people', { session: created.session });
    for (const person of people) {
      const id = listed.find((entry) => entry.email === person.email)?.id;
      const updated = await api.request(`/api/people/${id}`, {
        method: 'PATCH',
        body: { attributes: { department: person.department } },
        session: created.session,
      });
      expect(updated.status).toBe(200);
    }
    const questions = (await api.questionnaire(sessions[0] ?? '', assessmentId)).questions.map((question) => question.id);
    // Flight Research answers 2 throughout, Analysis 4.
    const released = (count: number) =>
      expect
        .poll(
          async () =>
            (await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: created.session })).responses,
          { timeout: 60_000 },
        )
        .toBeGreaterThanOrEqual(count);
    for (const [index, session] of sessions.entries()) {
      await api.completeAssessment(session, assessmentId, Object.fromEntries(questions.map((id) => [id, index < 6 ? 2 : 4])));
      // Six at a time: a release that started late could take eight and leave four for the close to discard.
      if (index === 5) await released(6);
    }
    // Closing releases the other six.
    await api.setAssessmentStatus(created.session, assessmentId, 'closed');
    await released(12);

    // Closing releases the second six in a job of its own: the page is opened once it has run.
    await expect
      .poll(async () => JSON.stringify((await api.request(`/api/results/${assessmentId}/cuts`, { session: created.session })).body), {
        timeout: 60_000,
      })
      .toContain('"Analysis"');
    const page = await pageWithSession(browser, app.baseUrl, created.session);
    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    await expect.poll(() => heading(page).textContent()).toBe('Assessment Results');
    const table = page.getByRole('table', { name: /^Mean agreement per group and domain/ });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    // Both releases in: the organisation's mean is 3, each department's its own.
    await expect.poll(() => row('Analysis').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByLabel('Break down by').inputValue()).toBe('department');
    expect(await row('Flight Research').getByText('2.00').count()).toBe(3);
    expect(await row('Analysis').getByText('4.00').count()).toBe(3);
    expect(await row('Whole organisation').getByText('3.00').count()).toBe(3);
    await expectNoAxeViolations(page);
  });
});
