import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MailboxResponseSchema } from '#domain/api/mail.ts';
import { RoadmapResponseSchema } from '#domain/api/roadmap.ts';
import { expectNoAxeViolations, heading, pageWithSession, reloadUntilShown } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const PEOPLE = 6;

/**
 * Acting on results in a real browser against `npm start`: six people answer, the administrator
 * generates the roadmap and turns its first priority into a plan owned by a manager, the manager
 * reports progress, the administrator publishes it, and an employee reads it on the dashboard.
 */
describe('action plans in the browser', () => {
  let adminSession = '';
  let managerSession = '';
  let employeeSession = '';
  let assessmentId = '';
  const admin = { firstName: 'Grace', lastName: 'Okafor', email: 'grace@fabrikam.test', password: 'lanterns-and-kites-8' };
  const manager = { firstName: 'Tomas', lastName: 'Reyes', email: 'tomas@fabrikam.test', password: 'harbour-lights-4-4' };

  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    adminSession = (await api.createOrganisation('Fabrikam', admin)).session;
    await api.completeSetup(adminSession, { organisationName: 'Fabrikam', selectedCategories: ['deib-assessment'] });
    assessmentId = (await api.startAssessment(adminSession, 'deib-assessment')).id;
    const emails = Array.from({ length: PEOPLE }, (_, index) => `person${index + 1}@fabrikam.test`);
    await api.invite(adminSession, [
      ...emails.map((email) => ({ email, role: 'employee' as const })),
      { email: manager.email, role: 'manager' },
    ]);
    managerSession = await api.joinByInvitation(manager);
    for (const [index, email] of emails.entries()) {
      const session = await api.joinByInvitation({
        email,
        firstName: `Person${index}`,
        lastName: 'Tester',
        password: `paper-boats-${index}-${index}`,
      });
      const { questions } = await api.questionnaire(session, assessmentId);
      const domains = [...new Set(questions.map((question) => question.domain))];
      await api.completeAssessment(
        session,
        assessmentId,
        Object.fromEntries(questions.map((question) => [question.id, Math.min(5, 2 + domains.indexOf(question.domain))])),
      );
      if (index === 0) employeeSession = session;
    }
  });

  const pageAs = (session: string) => pageWithSession(browser, app.baseUrl, session);
  const text = (page: Page, value: string) => page.getByText(value, { exact: true });

  it('turns a priority into a plan owned by a manager, who updates it; once published an employee sees it', async () => {
    const page = await pageAs(adminSession);
    await page.goto(`${app.baseUrl}/roadmap`);
    await expect.poll(() => heading(page).textContent()).toBe('Priority Roadmap');
    await reloadUntilShown(
      page,
      page.getByRole('heading', { name: 'Ready to generate your roadmap' }),
      text(page, 'Insufficient Data for Roadmap Generation'),
    );
    await page.getByRole('button', { name: 'Generate Roadmap' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Plan an action' }).count()).toBe(1);
    await expect.poll(() => text(page, 'No action plans yet.').count()).toBe(1);

    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save the plan' }) });
    await form.getByLabel('Title').fill('Structured interviews for every role');
    await form.getByLabel('Description').fill('Every hiring panel uses the same questions and a scoring guide.');
    await form.getByLabel('Owner').selectOption({ label: 'Tomas Reyes' });
    await form.getByLabel('Due date').fill('2099-03-01');
    await form.getByRole('button', { name: 'Save the plan' }).click();
    await expect.poll(() => text(page, 'Action planned').count()).toBe(1);
    const plan = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Structured interviews for every role' }) });
    await expect.poll(() => plan.count()).toBe(1);
    expect(await plan.getByText('Owner: Tomas Reyes', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);
    // The tabs share one cookie jar: each person's page is closed before the next one signs in.
    await page.close();

    // The manager finds the plan they own and reports progress.
    const managerPage = await pageAs(managerSession);
    await managerPage.goto(`${app.baseUrl}/roadmap`);
    const owned = managerPage
      .getByRole('article')
      .filter({ has: managerPage.getByRole('heading', { name: 'Structured interviews for every role' }) });
    await expect.poll(() => owned.count()).toBe(1);
    await owned.getByLabel('Progress update').fill('Question sets agreed with two teams.');
    await owned.getByLabel('Status').selectOption('in_progress');
    await owned.getByRole('button', { name: 'Add update' }).click();
    await expect.poll(() => text(managerPage, 'Progress saved').count()).toBe(1);
    await expect.poll(() => owned.getByText('Question sets agreed with two teams.', { exact: true }).count()).toBe(1);
    // The status badge (not the status list's option) says where it stands.
    expect(await owned.getByText('In progress', { exact: true }).and(owned.locator(':not(option)')).count()).toBe(1);
    // Managers do not publish.
    expect(await owned.getByRole('button', { name: 'Publish to everyone' }).count()).toBe(0);
    await managerPage.close();

    // Not yet published: the employee's dashboard has nothing to say.
    let employeePage = await pageAs(employeeSession);
    await employeePage.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => heading(employeePage).textContent()).toMatch(/^Welcome/);
    expect(await employeePage.getByRole('heading', { name: 'You said, we did' }).count()).toBe(0);
    await employeePage.close();

    // The administrator publishes it, progress and all.
    const adminPage = await pageAs(adminSession);
    await adminPage.goto(`${app.baseUrl}/roadmap`);
    const toPublish = adminPage
      .getByRole('article')
      .filter({ has: adminPage.getByRole('heading', { name: 'Structured interviews for every role' }) });
    await expect.poll(() => toPublish.getByText('Question sets agreed with two teams.', { exact: true }).count()).toBe(1);
    await toPublish.getByRole('button', { name: 'Publish to everyone' }).click();
    await expect.poll(() => toPublish.getByText('Published', { exact: true }).count()).toBe(1);
    await adminPage.close();

    employeePage = await pageAs(employeeSession);
    await employeePage.goto(`${app.baseUrl}/dashboard`);
    await expect.poll(() => employeePage.getByRole('heading', { name: 'You said, we did' }).count()).toBe(1);
    expect(await text(employeePage, 'Structured interviews for every role').count()).toBe(1);
    expect(await text(employeePage, 'Latest: Question sets agreed with two teams.').count()).toBe(1);
    expect(await text(employeePage, '0 of 1 actions done').count()).toBe(1);
    await expectNoAxeViolations(employeePage);

    // And on the assessment's own page, under the questions, loaded after the page.
    await employeePage.goto(`${app.baseUrl}/assessment/${assessmentId}`);
    await expect.poll(() => employeePage.getByRole('heading', { name: 'You said, we did' }).count()).toBe(1);
    expect(await text(employeePage, 'Structured interviews for every role').count()).toBe(1);
    expect(await text(employeePage, 'Latest: Question sets agreed with two teams.').count()).toBe(1);
    await expectNoAxeViolations(employeePage);
    await employeePage.close();
  });

  it('lets the administrator correct a plan, says what is wrong, and reminds its owner once when it is overdue; the link opens the plan', async () => {
    // The roadmap the first test generated, or generated here when this one runs alone.
    const roadmap = await api.requestParsed(RoadmapResponseSchema, `/api/roadmap?assessmentId=${assessmentId}`, { session: adminSession });
    if (roadmap.items.length === 0) await api.request('/api/roadmap', { session: adminSession, body: { assessmentId } });
    const page = await pageAs(adminSession);
    await page.goto(`${app.baseUrl}/roadmap`);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save the plan' }) });
    await expect.poll(() => form.count()).toBe(1);
    await form.getByLabel('Title').fill('Exit interviews');
    await form.getByLabel('Owner').selectOption({ label: 'Tomas Reyes' });
    await form.getByLabel('Due date').fill('2099-05-01');
    await form.getByRole('button', { name: 'Save the plan' }).click();
    const plan = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Exit interviews' }) });
    await expect.poll(() => plan.count()).toBe(1);

    // Edited on the page: an empty title is refused with the field's message.
    await plan.getByRole('button', { name: 'Edit' }).click();
    const edit = plan.locator('form').filter({ has: page.getByRole('button', { name: 'Save changes' }) });
    await edit.getByLabel('Title').fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => edit.getByText('Give the action a title.', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(page);

    // Renamed and moved to yesterday: overdue, and the owner is told at once, not at the next hourly run.
    const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
    await edit.getByLabel('Title').fill('Exit interviews for every leaver');
    await edit.getByLabel('Due date').fill(yesterday);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => text(page, 'Plan changed').count()).toBe(1);
    const renamed = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Exit interviews for every leaver' }) });
    await expect.poll(() => renamed.getByText('Overdue', { exact: true }).count()).toBe(1);
    const overdueFor = async (email: string, title: string) =>
      (await api.requestParsed(MailboxResponseSchema, '/api/mailbox')).messages.filter(
        (message) => message.to.includes(email) && message.subject === `Overdue action: ${title}`,
      );
    await expect
      .poll(async () => (await overdueFor(manager.email, 'Exit interviews for every leaver')).length, { timeout: 20_000 })
      .toBe(1);

    // The job runs again (another overdue plan, the administrator's own): its reminder arrives, and the first owner's does not twice.
    await form.getByLabel('Title').fill('Pay review');
    await form.getByLabel('Owner').selectOption({ label: 'Grace Okafor' });
    await form.getByLabel('Due date').fill(yesterday);
    await form.getByRole('button', { name: 'Save the plan' }).click();
    await expect.poll(async () => (await overdueFor(admin.email, 'Pay review')).length, { timeout: 20_000 }).toBe(1);
    const [reminder, ...more] = await overdueFor(manager.email, 'Exit interviews for every leaver');
    expect(more).toEqual([]);
    await page.close();

    // The reminder's link opens the plan for its owner.
    const link = new URL(reminder?.links.find((candidate) => new URL(candidate).pathname === '/roadmap') ?? '');
    const ownerPage = await pageAs(managerSession);
    await ownerPage.goto(`${app.baseUrl}${link.pathname}${link.search}${link.hash}`);
    const opened = ownerPage
      .getByRole('article')
      .filter({ has: ownerPage.getByRole('heading', { name: 'Exit interviews for every leaver' }) });
    await expect.poll(() => opened.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await opened.getByText('Overdue', { exact: true }).count()).toBe(1);
    await expectNoAxeViolations(ownerPage);
    await ownerPage.close();
  });
});
