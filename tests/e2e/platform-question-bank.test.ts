import { describe, expect, it } from 'vitest';
import { questionsForSet } from '#domain/question-bank.ts';
import { signInAsAppointedPlatformAdmin } from './support/platform-admin.ts';
import { expectNoAxeViolations, freshPage, heading, pageWithSession } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

const SET_TITLE = 'Diversity, Equity, Inclusion & Belonging (DEIB)';
const REWORDED = 'Senior leaders here do what they say about inclusion.';

/**
 * The platform administrator rewords the first statement of the DEIB set at
 * /platform/question-bank and saves version 2; an organisation administrator who starts the set
 * afterwards is asked the new wording, while an assessment started before keeps the old one.
 */
describe('the platform administrator edits a built-in set as a new version, in the browser', () => {
  const staff = { email: 'bank@culturelens.test', password: 'statements all the way down' };
  const admin = { email: 'ada@lovelace.test', password: 'analytical-engine-1843', firstName: 'Ada', lastName: 'Lovelace' };
  const first = questionsForSet('deib-assessment')[0];

  const { app, browser, api: client } = useAppInBrowser({ env: { PLATFORM_ADMIN_EMAIL: staff.email } });

  it('rewords a statement, saves version 2 with a note, and a set started afterwards asks the new wording', async () => {
    if (!first) throw new Error('the DEIB set is empty');
    const { session: adminSession } = await client.createOrganisation('Lovelace Labs', admin);
    await client.completeSetup(adminSession, { organisationName: 'Lovelace Labs', selectedCategories: ['deib-assessment'] });
    await client.giveConsent(adminSession);
    const before = await client.startAssessment(adminSession, 'deib-assessment');

    const page = await freshPage(browser);
    await signInAsAppointedPlatformAdmin(page, client, app.baseUrl, staff);

    await page.getByRole('link', { name: 'Question bank' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Question bank');
    await expect.poll(() => page.title()).toBe('Question bank · CultureLens');
    await page.getByRole('link', { name: `Open ${SET_TITLE}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Write version 2' }).count()).toBe(1);
    // The first field is the statement as written; the language fields after it are its translations.
    const statement = page.getByLabel(/^Statement 1/).first();
    expect(await statement.inputValue()).toBe(first.text);
    await statement.fill(REWORDED);
    await page.getByLabel(/^What changed/).fill('Plainer wording of the first statement');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save as version 2' }).click();
    await expect.poll(() => page.getByText(/version 2 saved/).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Write version 3' }).count()).toBe(1);
    expect(await page.getByText(/^Version 2 · 9 statements/).count()).toBe(1);
    expect(await page.getByText(/^Version 1 · 9 statements/).count()).toBe(1);
    await page.close();

    const after = await client.startAssessment(adminSession, 'deib-assessment');
    const answering = await pageWithSession(browser, app.baseUrl, adminSession);
    await answering.goto(`${app.baseUrl}/assessment/${after.id}`);
    await expect.poll(() => answering.getByText(REWORDED).count()).toBe(1);
    expect(await answering.getByText(first.text).count()).toBe(0);
    await answering.goto(`${app.baseUrl}/assessment/${before.id}`);
    await expect.poll(() => answering.getByText(first.text).count()).toBe(1);
    expect(await answering.getByText(REWORDED).count()).toBe(0);
    await answering.close();
  });
});
