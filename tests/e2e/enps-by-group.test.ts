import { describe, expect, it } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { PeopleResponseSchema } from '#domain/api/people.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { expectNoAxeViolations, heading, pageWithSession } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/**
 * The eNPS by attribute value in a real browser against `npm start` (decision 0068): twelve
 * people in two departments give a score; the first six are released as they complete, the rest
 * when the assessment closes; the administrator's "Results by attribute" card then lists each
 * department's eNPS, and the team heat map the eNPS of the team of the six in Flight Research.
 */
describe('the eNPS by department in the browser', { timeout: 180_000 }, () => {
  const { app, browser, api } = useAppInBrowser();
  const admin = { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@langley.test', password: 'fortran-west-computing-61' };
  const people = Array.from({ length: 12 }, (_, index) => ({
    firstName: 'Computer',
    lastName: `Number${index + 1}`,
    email: `computer${index + 1}@langley.test`,
    password: `slide-rule-${index + 1}-ok`,
    department: index < 6 ? 'Flight Research' : 'Analysis',
  }));

  it('shows each department’s eNPS once released, and passes axe', async () => {
    const created = await api.createOrganisation('Langley Research Ltd', admin);
    await api.completeSetup(created.session, { organisationName: 'Langley Research Ltd', selectedCategories: ['deib-assessment'] });
    const draft = await api.requestParsed(AssessmentDraftResponseSchema, '/api/assessments/drafts', {
      session: created.session,
      body: {
        title: 'Recommendation pulse',
        category: 'communication',
        questions: [{ kind: 'enps', text: 'How likely are you to recommend working here?', domain: { key: 'loyalty', label: 'Loyalty' } }],
      },
    });
    const assessmentId = draft.assessment.id;
    await api.setAssessmentStatus(created.session, assessmentId, 'open');
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
    // Flight Research reports to the administrator: a team of six, with six people beside it.
    const adminId = listed.find((entry) => entry.email === admin.email)?.id;
    for (const person of people.filter((entry) => entry.department === 'Flight Research')) {
      const id = listed.find((entry) => entry.email === person.email)?.id;
      const moved = await api.request(`/api/people/${id}`, { method: 'PATCH', body: { managerId: adminId }, session: created.session });
      expect(moved.status).toBe(200);
    }
    const question = draft.questions[0]?.id ?? '';
    const released = (count: number) =>
      expect
        .poll(
          async () =>
            (await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: created.session })).responses,
          { timeout: 60_000 },
        )
        .toBeGreaterThanOrEqual(count);
    // Flight Research are all promoters, Analysis all detractors.
    for (const [index, session] of sessions.entries()) {
      await api.completeAssessment(session, assessmentId, { [question]: index < 6 ? 10 : 2 });
      // Six at a time: a release that started late could take eight and leave four for the close to discard.
      if (index === 5) await released(6);
    }
    await api.setAssessmentStatus(created.session, assessmentId, 'closed');
    await released(12);
    await expect
      .poll(async () => JSON.stringify((await api.request(`/api/results/${assessmentId}/cuts`, { session: created.session })).body), {
        timeout: 60_000,
      })
      .toContain('"Analysis"');

    const page = await pageWithSession(browser, app.baseUrl, created.session);
    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    await expect.poll(() => heading(page).textContent()).toBe('Assessment Results');
    const table = page.getByRole('table', { name: 'eNPS by group: How likely are you to recommend working here?' });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await expect.poll(() => row('Analysis').count(), { timeout: 30_000 }).toBe(1);
    expect(await row('Flight Research').getByRole('cell').allTextContents()).toEqual(['+100', '6', '0', '0', '6']);
    expect(await row('Analysis').getByRole('cell').allTextContents()).toEqual(['-100', '0', '0', '6', '6']);

    // The team heat map: an eNPS column, the organisation's (six promoters, six detractors) and the team's.
    const map = page.getByRole('table', { name: /Mean agreement per team and domain/ });
    const mapRow = (name: string) => map.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect
      .poll(() => map.getByRole('columnheader', { name: 'Employee Net Promoter Score (eNPS)' }).count(), { timeout: 30_000 })
      .toBe(1);
    expect(await mapRow('Whole organisation').getByRole('cell').last().textContent()).toBe('0eNPS from 12 scores');
    expect(await mapRow('Team of Dorothy Vaughan').getByRole('cell').last().textContent()).toBe('+100eNPS from 6 scores');
    await expectNoAxeViolations(page);
  });
});
