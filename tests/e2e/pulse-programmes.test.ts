import { beforeAll, describe, expect, it } from 'vitest';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { PulseProgrammeListResponseSchema } from '#domain/api/pulse-programmes.ts';
import { AssessmentResultsSchema } from '#domain/api/results.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';
import { expectNoAxeViolations, heading, pageWithSession } from './support/pages.ts';

const STATEMENT = 'How likely are you to recommend working here?';

/**
 * A monthly pulse programme (decision 0065) end to end: the administrator sets it up on its page
 * with a template holding an eNPS question, the jobs open run 1, six people answer each run, the
 * administrator closes each run and starts the next with "Start the next run now", and the third
 * run's results show the eNPS across the three waves; the programme page shows each run's participation.
 */
describe('a pulse programme in the browser', () => {
  const admin = { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@langley.test', password: 'trajectory-orbit-1962' };
  const people = Array.from({ length: 6 }, (_, index) => ({
    firstName: 'Analyst',
    lastName: `Number${index + 1}`,
    email: `analyst${index + 1}@langley.test`,
    password: `slide-rule-${index + 1}-ok`,
  }));
  let adminSession = '';
  const sessions: string[] = [];

  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    adminSession = (await api.createOrganisation('Langley', admin)).session;
    await api.completeSetup(adminSession, { organisationName: 'Langley', selectedCategories: ['deib-assessment'] });
    await api.invite(
      adminSession,
      people.map((person) => ({ email: person.email, role: 'employee' })),
    );
    for (const person of people) sessions.push(await api.joinByInvitation(person));
    await api.requestParsed(AssessmentDraftResponseSchema, '/api/assessments/drafts', {
      session: adminSession,
      body: {
        title: 'Pulse questions',
        category: 'communication',
        questions: [
          { kind: 'agreement', text: 'I enjoy my work.', domain: { key: 'workplace', label: 'Workplace' } },
          { kind: 'enps', text: STATEMENT, domain: { key: 'loyalty', label: 'Loyalty' } },
        ],
      },
    });
  });

  const programme = async () =>
    (await api.requestParsed(PulseProgrammeListResponseSchema, '/api/pulse-programmes', { session: adminSession })).programmes[0];

  /** Waits for the jobs to open the programme's wave `wave`, and returns its id. */
  async function opened(wave: number): Promise<string> {
    await expect
      .poll(async () => (await programme())?.runs.find((run) => run.wave === wave)?.status, { timeout: 60_000, interval: 500 })
      .toBe('open');
    return (await programme())?.runs.find((run) => run.wave === wave)?.assessmentId ?? '';
  }

  /** Six people answer the run (the statement 4, the eNPS as given) and the six are released. */
  async function answer(runId: string, scores: number[]) {
    const [agreement, enps] = (await api.questionnaire(sessions[0] ?? '', runId)).questions;
    for (const [index, score] of scores.entries())
      await api.completeAssessment(sessions[index] ?? '', runId, { [agreement?.id ?? '']: 4, [enps?.id ?? '']: score });
    const released = async () =>
      (await api.requestParsed(AssessmentResultsSchema, `/api/results/${runId}`, { session: adminSession })).responses;
    await expect.poll(released, { timeout: 30_000, interval: 250 }).toBe(6);
  }

  it('sets up a monthly pulse, runs three waves and shows the eNPS trend and participation per run', async () => {
    const page = await pageWithSession(browser, app.baseUrl, adminSession);
    await page.goto(`${app.baseUrl}/pulse-programmes`);
    await expect.poll(() => heading(page).textContent()).toBe('Pulse programmes');
    await page.getByLabel(/^Title/).fill('Monthly pulse');
    await page.getByRole('combobox', { name: /^Questions/ }).selectOption({ label: 'Pulse questions' });
    await page.getByRole('combobox', { name: /^How often/ }).selectOption('monthly');
    await page.getByRole('spinbutton', { name: /^Days each run stays open/ }).fill('7');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Set up the pulse programme' }).click();

    // Wave 1: 3 promoters, 1 passive, 2 detractors (+17); wave 2: +83; wave 3: −50.
    const waves = [
      [9, 10, 8, 6, 0, 10],
      [10, 10, 10, 10, 9, 7],
      [9, 8, 5, 3, 2, 0],
    ];
    let runId = '';
    for (const [index, scores] of waves.entries()) {
      if (index > 0) {
        // Two runs are never open at once: the administrator closes the run before starting the next.
        await api.setAssessmentStatus(adminSession, runId, 'closed');
        await page.reload();
        await page.getByRole('button', { name: 'Start the next run now' }).click();
      }
      runId = await opened(index + 1);
      await answer(runId, scores);
    }

    await page.reload();
    // Seven active people (the administrator and six), six answered each run.
    await expect
      .poll(() => page.getByTestId('pulse-participation').allTextContents(), { timeout: 15_000 })
      .toEqual(['6 of 7 (85.7%)', '6 of 7 (85.7%)', '6 of 7 (85.7%)']);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Results of Monthly pulse, wave 3' }).click();
    await page.waitForURL(`${app.baseUrl}/results-dashboard?assessment=${runId}`);
    await expect.poll(() => page.getByTestId('enps-score').textContent(), { timeout: 30_000 }).toBe('-50');
    await expect
      .poll(() => page.getByTestId('enps-trend').getByRole('listitem').allTextContents())
      .toEqual(['Wave 1: +17', 'Wave 2: +83', 'Wave 3: -50']);
    await expectNoAxeViolations(page);
    await page.close();
  }, 300_000);
});
