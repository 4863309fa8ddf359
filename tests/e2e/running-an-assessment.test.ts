import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AssessmentListResponseSchema } from '#domain/api/assessments.ts';
import { RemindersResponseSchema } from '#domain/api/reminders.ts';
import type { Invitee } from './support/api.ts';
import { linkFromMail } from './support/mail.ts';
import { expectNoAxeViolations, heading, reloadUntilShown, signInOnLoginPage } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const RESPONDENTS = 6;

/**
 * An administrator runs an assessment in a real browser against `npm start`, with every e-mail
 * going through a real SMTP server: they sign in, open an assessment, download the CSV export
 * once six people have answered, find both in the audit log, and send a reminder that reaches
 * the person who has not completed (with one-click unsubscribe headers) and nobody who has.
 */
describe('running an assessment in the browser', () => {
  let adminSession = '';
  let page: Page;
  let assessmentId = '';
  const admin = { firstName: 'Margaret', lastName: 'Peacock', email: 'margaret@fabrikam.test', password: 'sea-shells-and-kelp-9' };
  const respondents: Invitee[] = Array.from({ length: RESPONDENTS }, (_, index) => ({
    firstName: `Person${index + 1}`,
    lastName: 'Tester',
    email: `person${index + 1}@fabrikam.test`,
    password: `paper-planes-${index + 1}-${index + 1}`,
  }));
  const waiting: Invitee = { firstName: 'Wendy', lastName: 'Waiting', email: 'wendy@fabrikam.test', password: 'slow-and-steady-42' };

  /** Creates the organisation through the API, with the link from the mail the SMTP server received. */
  async function createOrganisation(): Promise<string> {
    await api.request('/api/organisations', {
      body: {
        organisationName: 'Fabrikam Studios',
        adminFirstName: admin.firstName,
        adminLastName: admin.lastName,
        adminEmail: admin.email,
        adminPassword: admin.password,
        confirmPassword: admin.password,
      },
    });
    const link = new URL(await linkFromMail(sink, app.baseUrl, admin.email, /^Finish creating Fabrikam Studios/));
    const created = await api.request('/api/organisations/confirm', {
      body: { token: link.searchParams.get('token'), password: admin.password },
    });
    if (!created.session) throw new Error('creating the organisation set no session');
    await api.enrolSecondFactor(created.session, admin);
    await api.completeSetup(created.session, { organisationName: 'Fabrikam Studios', selectedCategories: ['deib-assessment'] });
    return created.session;
  }

  /** Accepts the invitation the SMTP server received for the person and consents; returns their session. */
  async function join(person: Invitee): Promise<string> {
    const link = new URL(await linkFromMail(sink, app.baseUrl, person.email, /invited you to join Fabrikam Studios/));
    const token = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    const { session } = await api.acceptInvitation(token, person);
    await api.giveConsent(session);
    return session;
  }

  async function answerAll(session: string): Promise<void> {
    const { questions } = await api.questionnaire(session, assessmentId);
    await api.completeAssessment(
      session,
      assessmentId,
      Object.fromEntries(questions.map((question, index) => [question.id, 1 + (index % 5)])),
    );
  }

  const { app, browser, api, sink } = useAppInBrowser({ env: { PUBLIC_URL: 'http://127.0.0.1:0' }, mail: true });
  beforeAll(async () => {
    adminSession = await createOrganisation();
  });

  it('signs in and opens an assessment', async () => {
    page = await signInOnLoginPage(browser, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/create-assessment`);
    await expect.poll(() => heading(page).textContent()).toBe('Create Assessment');
    await page.getByRole('radio', { name: /Diversity, Equity, Inclusion/ }).check();
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    const controls = page.getByRole('group', { name: /^Status of Diversity, Equity, Inclusion/ });
    await expect.poll(() => controls.count()).toBe(1);

    const { assessments } = await api.requestParsed(AssessmentListResponseSchema, '/api/assessments', { session: adminSession });
    expect(assessments.map((assessment) => [assessment.questionSetId, assessment.status])).toEqual([['deib-assessment', 'open']]);
    assessmentId = assessments[0]?.id ?? '';
  });

  it('downloads the CSV export once six people have answered, and finds the sign-in and the export in the audit log', async () => {
    await api.invite(
      adminSession,
      [...respondents, waiting].map(({ email }) => ({ email, role: 'employee' as const })),
    );
    for (const person of respondents) await answerAll(await join(person));
    await join(waiting);

    await page.goto(`${app.baseUrl}/export`);
    await expect.poll(() => heading(page).textContent()).toBe('Export Results');
    // The six are released by a job just after the sixth completion: the page may come first.
    await reloadUntilShown(
      page,
      page.getByText('Export Available', { exact: true }),
      page.getByText('Export Not Available', { exact: true }),
    );
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^culturelens-fabrikam-studios-[a-z0-9-]+-wave-1-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await readFile(await csv.path(), 'utf8'), { bom: true }) as string[][];
    expect(rows[1]?.slice(0, 4)).toEqual(['Fabrikam Studios', expect.any(String), expect.any(String), String(RESPONDENTS)]);
    await expect.poll(() => page.getByText('CSV Export Complete', { exact: true }).count()).toBe(1);

    await page.goto(`${app.baseUrl}/audit-log`);
    await expect.poll(() => heading(page).textContent()).toBe('Audit log');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect.poll(() => log.getByRole('cell', { name: 'Results exported', exact: true }).count()).toBe(1);
    expect(await log.getByRole('cell', { name: 'Signed in', exact: true }).count()).toBeGreaterThanOrEqual(1);
    await expectNoAxeViolations(page);
  }, 120_000);

  it("sends a reminder now from the assessment's Reminders: it reaches the person who has not completed, with one-click unsubscribe, and nobody who has", async () => {
    await page.goto(`${app.baseUrl}/dashboard`);
    await page.getByRole('button', { name: 'Reminders', exact: true }).click();
    await page.getByRole('button', { name: 'Send a reminder now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a reminder now?' });
    await expect
      .poll(() => dialog.getByText('Reminders go only to people who have not completed. You will not see who they are.').count())
      .toBe(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await expect.poll(() => page.getByText('Reminder on its way', { exact: true }).count()).toBe(1);

    const isReminder = (subject: string) => subject.startsWith('Reminder: Fabrikam Studios asks for your view');
    const reminder = await sink.waitFor((mail) => mail.to.includes(waiting.email) && isReminder(mail.subject), 30_000);
    expect(reminder.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1(:\d+)?\/api\/unsubscribe\?token=[^>]+>$/);
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(reminder.text).toContain('there is still time to answer');

    // Once the send is over (the administrator, who has not answered either, is reminded too),
    // no reminder went to any of the six who completed.
    await expect
      .poll(
        async () =>
          (await api.requestParsed(RemindersResponseSchema, `/api/assessments/${assessmentId}/reminders`, { session: adminSession }))
            .sending,
        { timeout: 30_000 },
      )
      .toBe(false);
    await sink.waitFor((mail) => mail.to.includes(admin.email) && isReminder(mail.subject));
    const reminded = sink.received.filter((mail) => isReminder(mail.subject)).flatMap((mail) => mail.to);
    expect(reminded.sort()).toEqual([admin.email, waiting.email].sort());
    for (const person of respondents) expect(reminded).not.toContain(person.email);
    await page.close();
  });
});
