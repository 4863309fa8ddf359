import { beforeAll, describe, expect, it } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';
import { expectNoAxeViolations, heading, pageWithSession, reloadUntilShown } from './support/pages.ts';

const STATEMENT = 'How likely are you to recommend working here?';

/**
 * A net promoter question (decision 0062) end to end: the administrator picks the kind in the
 * builder and gets its statement, six people answer (the last in the browser, with the keyboard),
 * and the results page shows the eNPS with its groups once the six are released; two more waves
 * of the same question follow, and the results page lists the eNPS of each.
 */
describe('an eNPS question in the browser', () => {
  const admin = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@fabrikam.test', password: 'compiler-cobol-1959' };
  const people = Array.from({ length: 6 }, (_, index) => ({
    firstName: 'Person',
    lastName: `Number${index + 1}`,
    email: `person${index + 1}@fabrikam.test`,
    password: `nanosecond-wire-${index + 1}`,
  }));
  let adminSession = '';
  const sessions: string[] = [];
  let assessmentId = '';

  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    adminSession = (await api.createOrganisation('Fabrikam', admin)).session;
    await api.completeSetup(adminSession, { organisationName: 'Fabrikam', selectedCategories: ['deib-assessment'] });
    await api.invite(
      adminSession,
      people.map((person) => ({ email: person.email, role: 'employee' })),
    );
    for (const person of people) sessions.push(await api.joinByInvitation(person));
  });

  it('offers the kind in the builder with its statement filled in, and saves it', async () => {
    const page = await pageWithSession(browser, app.baseUrl, adminSession);
    await page.goto(`${app.baseUrl}/create-assessment?from=blank`);
    await expect.poll(() => heading(page).textContent()).toBe('Create Assessment');
    await page.getByLabel(/^Title/).fill('Recommendation pulse');
    await page.getByLabel(/^Category/).selectOption('communication');
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByRole('combobox', { name: 'Question 1 Kind' }).selectOption('enps');
    // A blank statement takes the kind's own, which stays editable.
    await expect.poll(() => page.getByRole('textbox', { name: /^Question 1 Text/ }).inputValue()).toBe(STATEMENT);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.waitForURL(/\/create-assessment\?draft=[0-9a-f-]{36}$/);
    assessmentId = new URL(page.url()).searchParams.get('draft') ?? '';
    const saved = await api.requestParsed(AssessmentDraftResponseSchema, `/api/assessments/${assessmentId}/draft`, {
      session: adminSession,
    });
    expect(saved.questions.map((question) => [question.kind, question.text, question.required])).toEqual([['enps', STATEMENT, true]]);
    await api.setAssessmentStatus(adminSession, assessmentId, 'open');
    await page.close();
  }, 120_000);

  it('lets the sixth person answer 10 with the keyboard, and then shows the eNPS on the results page', async () => {
    const [question] = (await api.questionnaire(sessions[0] ?? '', assessmentId)).questions;
    for (const [index, score] of [9, 10, 8, 6, 0].entries()) {
      await api.completeAssessment(sessions[index] ?? '', assessmentId, { [question?.id ?? '']: score });
    }

    const answering = await pageWithSession(browser, app.baseUrl, sessions[5]);
    await answering.goto(`${app.baseUrl}/assessment/${assessmentId}`);
    const group = answering.getByRole('group', { name: STATEMENT });
    await expect.poll(() => group.getByRole('radio').count()).toBe(12);
    await expectNoAxeViolations(answering);
    await answering.keyboard.press('t');
    expect(await answering.getByRole('radio', { name: '10 (extremely likely)' }).isChecked()).toBe(true);
    await answering.getByRole('button', { name: 'Complete Assessment' }).click();
    await answering.waitForURL(`${app.baseUrl}/dashboard`);
    await answering.close();

    const page = await pageWithSession(browser, app.baseUrl, adminSession);
    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${assessmentId}`);
    // 3 promoters (9, 10, 10), 1 passive (8), 2 detractors (6, 0) of 6: +17.
    await reloadUntilShown(page, page.getByTestId('enps-score'), page.getByText('Fewer than 6 responses').first());
    expect(await page.getByTestId('enps-score').textContent()).toBe('+17');
    expect(await page.getByText('Promoters (9 to 10)').locator('xpath=following-sibling::dd').textContent()).toBe('3 (50%)');
    expect(await page.getByText('Detractors (0 to 6)').locator('xpath=following-sibling::dd').textContent()).toBe('2 (33.3%)');
    await expectNoAxeViolations(page);
    const results = await api.requestParsed(AssessmentResultsSchema, `/api/results/${assessmentId}`, { session: adminSession });
    expect(results.domains).toEqual([]);
    expect(results.choices[0]).toMatchObject({ canShow: true, netPromoter: { score: 17, promoters: 3, passives: 1, detractors: 2 } });
    await page.close();
  }, 120_000);

  /** Waits until the assessment's results hold `responses` people, read through the API. */
  const released = (id: string, responses: number) =>
    expect
      .poll(async () => (await api.requestParsed(AssessmentResultsSchema, `/api/results/${id}`, { session: adminSession })).responses, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(responses);

  it('runs two more waves of the same question and shows the eNPS of each on the results page', async () => {
    let previous = assessmentId;
    for (const scores of [
      [10, 10, 10, 10, 9, 7],
      [9, 8, 5, 3, 2, 0],
    ]) {
      await released(previous, 6);
      await api.setAssessmentStatus(adminSession, previous, 'closed');
      const next = await api.requestParsed(AssessmentDraftResponseSchema, '/api/assessments/drafts', {
        session: adminSession,
        body: { title: 'Recommendation pulse', category: 'communication', nextWaveOf: previous },
      });
      await api.setAssessmentStatus(adminSession, next.assessment.id, 'open');
      const questionId = next.questions[0]?.id ?? '';
      for (const [index, score] of scores.entries())
        await api.completeAssessment(sessions[index] ?? '', next.assessment.id, { [questionId]: score });
      previous = next.assessment.id;
    }
    await released(previous, 6);

    const page = await pageWithSession(browser, app.baseUrl, adminSession);
    await page.goto(`${app.baseUrl}/results-dashboard?assessment=${previous}`);
    // Wave 1: +17; wave 2: 5 promoters, 1 passive: +83; wave 3: 1 promoter, 1 passive, 4 detractors: −50.
    await expect.poll(() => page.getByTestId('enps-score').textContent(), { timeout: 30_000 }).toBe('-50');
    const trend = page.getByTestId('enps-trend');
    await expect.poll(() => trend.getByRole('listitem').allTextContents()).toEqual(['Wave 1: +17', 'Wave 2: +83', 'Wave 3: -50']);
    await expectNoAxeViolations(page);
    await page.close();
  }, 180_000);
});
