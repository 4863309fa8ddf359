// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Person } from '#domain/api/people.ts';
import { apiError, json, renderWithApp, signedIn, stubApi, testUser } from '#web/test-support.tsx';
import { EmployeeManagementPage } from './employee-management-page.tsx';

function person(overrides: Partial<Person>): Person {
  return {
    id: testUser.id,
    kind: 'member',
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'organisation_admin',
    status: 'active',
    managerId: null,
    managerName: null,
    directReports: 0,
    joinedAt: '2026-03-01T12:00:00.000Z',
    personalEmail: null,
    attributes: {},
    consented: true,
    ...overrides,
  };
}

const grace = person({
  id: '5a0e9c1d-2b3c-4d5e-8f60-718293a4b5c6',
  email: 'grace@example.org',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'manager',
});
const alan = person({
  id: '6b1f0d2e-3c4d-4e5f-9a71-8293a4b5c6d7',
  email: 'alan@example.org',
  firstName: 'Alan',
  lastName: 'Turing',
  role: 'employee',
});
const invited = person({
  id: '7c2a1e3f-4d5e-4f60-8b82-93a4b5c6d7e8',
  kind: 'invitation',
  email: 'new@example.org',
  firstName: null,
  lastName: null,
  role: 'employee',
  status: 'invited',
  joinedAt: null,
  consented: false,
});
const everyone = [person({}), grace, alan, invited];

describe('employee management', () => {
  it('lists people with filters, assigns a manager and shows a refusal', async () => {
    let patches = 0;
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
      'GET /api/people': () => json(200, { people: everyone, counts: { active: 3, invited: 1, deactivated: 0 } }),
      [`PATCH /api/people/${alan.id}`]: () =>
        ++patches === 1
          ? json(200, { ...alan, managerId: grace.id, managerName: 'Grace Hopper' })
          : patches === 2
            ? apiError(409, 'conflict', 'That would make a reporting cycle.')
            : apiError(400, 'validation_failed', 'Some fields are missing or invalid.', [
                { path: 'managerId', message: 'Not a valid manager id' },
              ]),
    });
    const fetchMock = vi.mocked(fetch);
    renderWithApp([{ path: '/employee-management', element: <EmployeeManagementPage /> }], { path: '/employee-management' });
    const table = await screen.findByRole('table', { name: 'Team members' });
    expect(screen.getByText('3 active · 1 invited · 0 deactivated')).toBeTruthy();
    const row = (email: string) => within(table).getByText(email).closest('tr') as HTMLElement;
    expect(within(row('new@example.org')).getByText('Not joined yet')).toBeTruthy();
    expect(within(row('new@example.org')).getByRole('link', { name: 'Manage invitation for new@example.org' }).getAttribute('href')).toBe(
      '/invitation-management',
    );
    // Nobody deactivates themselves by accident.
    expect(within(row('ada@example.org')).queryByRole('button', { name: /Deactivate/ })).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'manager' } });
    fireEvent.change(screen.getByLabelText(/^Status/), { target: { value: 'active' } });
    fireEvent.change(screen.getByLabelText(/^Search/), { target: { value: 'gra' } });
    // The search waits for typing to stop, then asks the server once with all three filters.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain('/api/people?role=manager&status=active&search=gra'),
    );

    fireEvent.click(within(row('alan@example.org')).getByRole('button', { name: 'Edit Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alan Turing' });
    const managerSelect = within(dialog).getByLabelText(/^Manager/) as HTMLSelectElement;
    expect(Array.from(managerSelect.options).map((option) => option.text)).toEqual([
      'No manager',
      'Ada Lovelace (Admin)',
      'Grace Hopper (Manager)',
    ]);
    fireEvent.change(managerSelect, { target: { value: grace.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/people/${alan.id}`).map((call) => call.body)).toEqual([{ managerId: grace.id }]);

    fireEvent.click(within(row('alan@example.org')).getByRole('button', { name: 'Edit Alan Turing' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Alan Turing' });
    fireEvent.change(within(again).getByLabelText(/^Role/), { target: { value: 'manager' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('That would make a reporting cycle.')).toBeTruthy();
    expect(screen.getByText('Could not update Alan Turing')).toBeTruthy();

    // The server's issue about a field is said beside it, in the dialog that stays open.
    fireEvent.change(within(again).getByLabelText(/^Manager/), { target: { value: '' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
    expect(await within(again).findByText('Not a valid manager id')).toBeTruthy();
    expect(
      within(again)
        .getByLabelText(/^Manager/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.callsTo('PATCH', `/api/people/${alan.id}`)).toHaveLength(3);
  });

  it('signs a person out everywhere after a confirmation, without deactivating them', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
      'GET /api/people': () => json(200, { people: everyone, counts: { active: 3, invited: 1, deactivated: 0 } }),
      [`DELETE /api/people/${alan.id}/sessions`]: () => json(200, { ended: 2 }),
    });
    renderWithApp([{ path: '/employee-management', element: <EmployeeManagementPage /> }], { path: '/employee-management' });
    const table = await screen.findByRole('table', { name: 'Team members' });
    const row = (email: string) => within(table).getByText(email).closest('tr') as HTMLElement;
    expect(within(row('ada@example.org')).queryByRole('button', { name: /out everywhere/ })).toBeNull();

    fireEvent.click(within(row('alan@example.org')).getByRole('button', { name: 'Sign Alan Turing out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Alan Turing out everywhere?' });
    expect(api.callsTo('DELETE', `/api/people/${alan.id}/sessions`)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Alan Turing was signed out of 2 sessions. They can sign in again with their password.')).toBeTruthy();
    expect(api.callsTo('DELETE', `/api/people/${alan.id}/sessions`)).toHaveLength(1);
    expect(api.callsTo('PATCH', `/api/people/${alan.id}`)).toEqual([]);
  });

  it('imports a CSV file and reports each row', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
      'GET /api/people': () => json(200, { people: everyone, counts: { active: 3, invited: 1, deactivated: 0 } }),
      'POST /api/people/import': () =>
        json(200, {
          sent: 1,
          results: [
            { line: 2, email: 'sam@example.org', outcome: 'invited', message: 'Invitation sent' },
            { line: 3, email: 'x@example.org', outcome: 'invalid', message: 'Unknown role "boss": use employee, manager or admin' },
          ],
        }),
    });
    renderWithApp([{ path: '/employee-management', element: <EmployeeManagementPage /> }], { path: '/employee-management' });
    await screen.findByRole('table', { name: 'Team members' });
    const csv = 'email,first name,last name,role,manager email\nsam@example.org,Sam,Jones,employee,\nx@example.org,X,Y,boss,\n';
    fireEvent.change(screen.getByLabelText(/^CSV file/), { target: { files: [new File([csv], 'people.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const report = await screen.findByRole('table', { name: 'Import results' });
    expect(within(report).getAllByRole('row')).toHaveLength(3);
    expect(within(report).getByText('Unknown role "boss": use employee, manager or admin')).toBeTruthy();
    expect(screen.getByText('Successfully sent 1 invitation.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/people/import').map((call) => call.body)).toEqual([{ csv }]);
  });

  it("asks for a file, and refuses an empty one in the server's words, before importing anything", async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
      'GET /api/people': () => json(200, { people: everyone, counts: { active: 3, invited: 1, deactivated: 0 } }),
    });
    renderWithApp([{ path: '/employee-management', element: <EmployeeManagementPage /> }], { path: '/employee-management' });
    await screen.findByRole('table', { name: 'Team members' });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose a CSV file to import.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^CSV file/), { target: { files: [new File([], 'people.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file is empty')).toBeTruthy();
    expect(api.callsTo('POST', '/api/people/import')).toEqual([]);
  });
});
