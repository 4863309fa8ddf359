import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
    await employeePage.close();
  });
});
