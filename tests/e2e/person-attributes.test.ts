import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, heading, signInOnLoginPage } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/**
 * Attributes of people in a real browser against `npm start`: the administrator sets a member's
 * department and location in the edit dialog, and imports a newcomer's from a CSV file; the
 * people list shows both.
 */
describe('person attributes in the browser', { timeout: 120_000 }, () => {
  const { app, browser, api } = useAppInBrowser();
  const admin = { firstName: 'Katherine', lastName: 'Johnson', email: 'katherine@langley.test', password: 'orbital-mechanics-62' };
  const employee = { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@langley.test', password: 'fortran-west-area-61' };

  it('the admin sets department and location on the people page and through a CSV import', async () => {
    const created = await api.createOrganisation('Langley Research Ltd', admin);
    await api.completeSetup(created.session, { organisationName: 'Langley Research Ltd', selectedCategories: ['deib-assessment'] });
    await api.invite(created.session, [{ email: employee.email, role: 'employee' }]);
    await api.joinByInvitation(employee);

    const page = await signInOnLoginPage(browser, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/employee-management`);
    await expect.poll(() => heading(page).textContent()).toBe('Employee Management');
    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row(employee.email).count()).toBe(1);

    await page.getByRole('button', { name: `Edit ${employee.firstName} ${employee.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${employee.firstName} ${employee.lastName}` });
    await dialog.getByLabel('Department').fill('  Flight   Research ');
    await dialog.getByLabel('Location').fill('Hampton');
    await dialog.getByLabel('Tenure').selectOption({ label: '5–10 years' });
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Changes saved').count()).toBe(1);
    // Cells after the row header: email, role, manager, status, team size, attributes, actions.
    await expect.poll(() => row(employee.email).getByRole('cell').nth(5).textContent()).toBe('Flight Research · Hampton · 5–10 years');

    const csv = [
      'email,first name,last name,role,manager email,department,location,tenure or start date,employment type',
      'mary@langley.test,Mary,Jackson,employee,,flight research,Hampton,<1,part-time',
      'christine@langley.test,Christine,Darden,employee,,Flight Research,Cape <Canaveral>,,',
    ].join('\n');
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByRole('table', { name: 'Import results' });
    await expect.poll(() => report.getByRole('row').count()).toBe(3);
    expect(
      await report
        .getByRole('row')
        .filter({ hasText: 'christine@langley.test' })
        .getByText(/Location/)
        .count(),
    ).toBe(1);
    // The value in another case joins the one in use.
    await expect
      .poll(() => row('mary@langley.test').getByRole('cell').nth(5).textContent())
      .toBe('Flight Research · Hampton · Less than 1 year · Part-time');
    await expectNoAxeViolations(page);
    await page.close();
  });
});
