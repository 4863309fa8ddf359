import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { AssessmentDraftResponseSchema } from '#domain/api/assessments-drafts.ts';
import { assessmentBuilderMessages } from '#domain/messages/assessment-builder.ts';
import { expectNoAxeViolations, heading, pageWithSession } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';
import { inSourceLanguage } from '#server/i18n/index.ts';

const TITLE = 'Team pulse';
const AGREEMENT = 'I can switch off after work.';
const CHOICE = 'Where do you work best?';
const COMMENT = 'What one thing would you change?';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as someone without a mouse moves through a page. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} never received the focus`);
}

/**
 * An organisation administrator writes an assessment of their own in the builder with the
 * keyboard only (one agreement, one single-choice and one comment question), reorders it with
 * the keyboard and by dragging, previews it, saves it as a draft and opens it; then an employee
 * answers all three kinds.
 */
describe('building an assessment in the browser', () => {
  let adminSession = '';
  let employeeSession = '';
  let assessmentId = '';
  const admin = { firstName: 'Priya', lastName: 'Builder', email: 'priya@tailspin.test', password: 'lanterns-and-kites-5' };
  const employee = { firstName: 'Tom', lastName: 'Answer', email: 'tom@tailspin.test', password: 'marmalade-toast-88' };

  const { app, browser, api } = useAppInBrowser();
  beforeAll(async () => {
    adminSession = (await api.createOrganisation('Tailspin Toys', admin)).session;
    await api.completeSetup(adminSession, { organisationName: 'Tailspin Toys', selectedCategories: ['deib-assessment'] });
    await api.invite(adminSession, [{ email: employee.email, role: 'employee' }]);
    employeeSession = await api.joinByInvitation(employee);
  });

  const texts = (page: Page) => page.getByRole('textbox', { name: /^Question \d+ Text/ });
  const order = async (page: Page) =>
    texts(page).evaluateAll((elements) => elements.map((element) => (element as HTMLTextAreaElement).value));

  async function addQuestion(page: Page, text: string, kind?: string) {
    await tabTo(page, page.getByRole('button', { name: 'Add question' }));
    await page.keyboard.press('Enter');
    const count = await texts(page).count();
    // Focus goes to the new question's text.
    await expect
      .poll(() =>
        texts(page)
          .nth(count - 1)
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.type(text);
    if (kind) {
      await page.keyboard.press('Tab');
      // One letter: a select's type-ahead restarts after a pause, and a later letter could pick another kind.
      await page.keyboard.type(kind.slice(0, 1));
    }
  }

  it('builds, reorders, previews, saves and opens an assessment with the keyboard', async () => {
    const page = await pageWithSession(browser, app.baseUrl, adminSession);
    await page.goto(`${app.baseUrl}/create-assessment`);
    await expect.poll(() => heading(page).textContent()).toBe('Create Assessment');
    await tabTo(page, page.getByRole('button', { name: 'Build your own assessment' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/create-assessment\?from=blank$/);

    await tabTo(page, page.getByLabel(/^Title/));
    await page.keyboard.type(TITLE);
    await page.keyboard.press('Tab');
    // Arrow keys rather than type-ahead: a select forgets typed letters after a pause, which a loaded machine makes.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByLabel(/^Category/).inputValue()).toBe('communication');

    await addQuestion(page, AGREEMENT);
    await addQuestion(page, CHOICE, 'Single');
    expect(await page.getByRole('combobox', { name: 'Question 2 Kind' }).inputValue()).toBe('single-choice');
    for (const [index, option] of ['Office', 'Home', 'Both'].entries()) {
      await tabTo(page, page.getByRole('textbox', { name: `Question 2 Option ${index + 1}` }));
      await page.keyboard.type(option);
    }
    await tabTo(page, page.getByRole('button', { name: 'Remove option 4 of question 2' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('textbox', { name: /^Question 2 Option/ }).count()).toBe(3);
    await addQuestion(page, COMMENT, 'Comment');
    expect(await page.getByRole('checkbox', { name: 'Question 3 must be answered' }).isDisabled()).toBe(true);

    // Reorder with the keyboard: Alt+Up from inside the question, then its Move down button.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Alt+ArrowUp');
    await page.keyboard.press('Alt+ArrowUp');
    expect(await order(page)).toEqual([COMMENT, AGREEMENT, CHOICE]);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: inSourceLanguage(assessmentBuilderMessages.moved(1, 3, COMMENT)) })
          .count(),
      )
      .toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Move question 1 down' }), { backwards: true });
    await page.keyboard.press('Enter');
    expect(await order(page)).toEqual([AGREEMENT, COMMENT, CHOICE]);

    // And by dragging a question's handle onto another question.
    // Chromium starts no drag when the page has to scroll between press and release: both questions on screen.
    await page.setViewportSize({ width: 1280, height: 3200 });
    await page.locator('li[data-question]').nth(2).locator('[data-drag-handle]').dragTo(page.locator('li[data-question]').nth(0));
    await expect.poll(() => order(page)).toEqual([CHOICE, AGREEMENT, COMMENT]);
    await expectNoAxeViolations(page);

    // The preview shows each kind as the people answering will see it.
    await tabTo(page, page.getByRole('button', { name: 'Preview' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Question 1 of 3').count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Home' }).count()).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Next question' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('radio', { name: 'Strongly Agree' }).count()).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Question 3 of 3 (optional)').count()).toBe(1);
    await tabTo(page, page.getByRole('button', { name: 'Preview' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => texts(page).count()).toBe(3);

    await tabTo(page, page.getByRole('button', { name: 'Save as draft' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/create-assessment\?draft=[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText(inSourceLanguage(assessmentBuilderMessages.savedTitle), { exact: true }).count()).toBe(1);
    assessmentId = new URL(page.url()).searchParams.get('draft') ?? '';
    const saved = await api.requestParsed(AssessmentDraftResponseSchema, `/api/assessments/${assessmentId}/draft`, {
      session: adminSession,
    });
    expect(saved.assessment).toMatchObject({ title: TITLE, category: 'communication', status: 'draft' });
    expect(saved.questions.map((question) => [question.kind, question.text, question.required])).toEqual([
      ['single-choice', CHOICE, true],
      ['agreement', AGREEMENT, true],
      ['comment', COMMENT, false],
    ]);

    await tabTo(page, page.getByRole('button', { name: 'Open assessment' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: inSourceLanguage(assessmentBuilderMessages.openConfirmTitle) });
    await tabTo(page, dialog.getByRole('button', { name: 'Open assessment' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    const opened = await api.requestParsed(AssessmentDraftResponseSchema, `/api/assessments/${assessmentId}/draft`, {
      session: adminSession,
    });
    expect(opened.assessment.status).toBe('open');
    await page.close();
  }, 180_000);

  it('lets an employee answer each kind of question', async () => {
    const page = await pageWithSession(browser, app.baseUrl, employeeSession);
    await page.goto(`${app.baseUrl}/assessment/${assessmentId}`);
    await expect.poll(() => heading(page).textContent()).toBe(TITLE);
    await expect.poll(() => page.getByText('Question 1 of 3', { exact: true }).count()).toBe(1);
    await page.keyboard.press('2');
    expect(await page.getByRole('radio', { name: 'Home', exact: true }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Question 2 of 3', { exact: true }).count()).toBe(1);
    await page.keyboard.press('4');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Question 3 of 3', { exact: true }).count()).toBe(1);
    await tabTo(page, page.getByRole('textbox', { name: COMMENT }));
    await page.keyboard.type('More quiet rooms, please.');
    await tabTo(page, page.getByRole('button', { name: 'Complete Assessment' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${app.baseUrl}/dashboard`);
    const questionnaire = await api.questionnaire(employeeSession, assessmentId);
    expect(questionnaire.assessment.myProgress.completed).toBe(true);
    await page.close();
  });
});
