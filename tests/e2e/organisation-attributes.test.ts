import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, heading, signInOnLoginPage } from './support/pages.ts';
import { useAppInBrowser } from './support/app-in-browser.ts';

/**
 * An attribute of the organisation's own in a real browser against `npm start`: the
 * administrator defines "Business unit" on the people page, sets it for a member in the edit
 * dialog and sees it in the list; removing it says how many values go first.
 */
describe('organisation-defined attributes in the browser', { timeout: 120_000 }, () => {
  const { app, browser, api } = useAppInBrowser();
  const admin = { firstName: 'Margaret', lastName: 'Hamilton', email: 'margaret@draper.test', password: 'apollo-guidance-69' };
  const employee = { firstName: 'Hal', lastName: 'Laning', email: 'hal@draper.test', password: 'mac-compiler-1958' };

  it('the admin defines Business unit, sets it for a person on the people page, and sees it', async () => {
    const created = await api.createOrganisation('Draper Laboratory Ltd', admin);
    await api.completeSetup(created.session, { organisationName: 'Draper Laboratory Ltd', selectedCategories: ['deib-assessment'] });
    await api.invite(created.session, [{ email: employee.email, role: 'employee' }]);
    await api.joinByInvitation(employee);

    const page = await signInOnLoginPage(browser, app.baseUrl, admin);
    await page.goto(`${app.baseUrl}/employee-management`);
    await expect.poll(() => heading(page).textContent()).toBe('Employee Management');

    const add = page.getByRole('form', { name: 'Add an attribute' });
    // A built-in's name is refused at the field, in the server's words.
    await add.getByLabel('Attribute name').fill('Department');
    await add.getByRole('button', { name: 'Add attribute' }).click();
    await expect.poll(() => page.getByText('"Department" is already the name of an attribute').count()).toBeGreaterThan(0);
    await add.getByLabel('Attribute name').fill('Business unit');
    await add.getByRole('button', { name: 'Add attribute' }).click();
    const list = page.getByRole('list', { name: 'Attributes of your own' });
    await expect.poll(() => list.getByText('Business unit', { exact: true }).count()).toBe(1);
    await expect.poll(() => list.getByText('0 people have a value').count()).toBe(1);

    const row = (email: string) => page.getByRole('row').filter({ hasText: email });
    await page.getByRole('button', { name: `Edit ${employee.firstName} ${employee.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${employee.firstName} ${employee.lastName}` });
    await dialog.getByLabel('Business unit').fill('Flight <Software>');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => dialog.getByText("Use letters, digits, spaces and & / ( ) . , ' - only").count()).toBe(1);
    await dialog.getByLabel('Business unit').fill('  Flight   Software ');
    await dialog.getByLabel('Department').fill('Engineering');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Changes saved').count()).toBe(1);
    // Cells after the row header: email, role, manager, status, team size, attributes, actions.
    await expect.poll(() => row(employee.email).getByRole('cell').nth(5).textContent()).toBe('Engineering · Flight Software');
    await expect.poll(() => list.getByText('1 person has a value').count()).toBe(1);

    // Removing asks first, saying whose values go with it; cancelling keeps everything.
    await list.getByRole('button', { name: 'Remove Business unit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Business unit?' });
    await expect
      .poll(() => confirm.getByText('Removing Business unit clears its value from 1 person. This cannot be undone.').count())
      .toBe(1);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => row(employee.email).getByRole('cell').nth(5).textContent()).toBe('Engineering · Flight Software');
    await expectNoAxeViolations(page);
    await page.close();
  });
});
