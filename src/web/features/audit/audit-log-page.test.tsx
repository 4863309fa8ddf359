// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '#domain/api/audit.ts';
import type { Person } from '#domain/api/people.ts';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { auditRoutes } from './routes.tsx';

const grace: Person = {
  id: '5a0e9c1d-2b3c-4d5e-8f60-718293a4b5c6',
  kind: 'member',
  email: 'grace@example.org',
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'manager',
  status: 'active',
  managerId: null,
  managerName: null,
  directReports: 0,
  joinedAt: '2026-03-01T12:00:00.000Z',
  personalEmail: null,
  attributes: {},
  consented: true,
};
const invited: Person = {
  ...grace,
  id: '7c2a1e3f-4d5e-4f60-8b82-93a4b5c6d7e8',
  kind: 'invitation',
  email: 'new@example.org',
  firstName: null,
  lastName: null,
  status: 'invited',
};

function event(id: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    action: 'SIGNED_IN',
    actorName: 'Grace Hopper',
    actorEmail: 'grace@example.org',
    at: '2026-03-05T14:07:09.000Z',
    details: {},
    ...overrides,
  };
}

const firstPage = [
  event(60, {
    action: 'ROLE_CHANGED',
    actorName: 'Ada Lovelace',
    actorEmail: 'ada@example.org',
    details: { person: 'Grace Hopper', from_role: 'employee', to_role: 'manager' },
  }),
  event(59, { action: 'SIGN_IN_FAILED', details: { client: '192.0.2.1', reason: 'wrong_password' } }),
  event(58, { action: 'ASSESSMENT_CLOSED', actorName: null, actorEmail: null, details: { status: 'closed', scheduled: true } }),
  ...Array.from({ length: 22 }, (_, index) => event(57 - index)),
];

const page = (events: AuditEvent[], pageNumber = 1, total = 60) => json(200, { events, total, page: pageNumber, pageSize: 25 });

describe('the audit log page', () => {
  it('shows events in words, pages through them, filters them and downloads what is shown', async () => {
    const api = stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
      'GET /api/people': () => json(200, { people: [grace, invited], counts: { active: 1, invited: 1, deactivated: 0 } }),
      'GET /api/audit-events': (_body, query) => {
        if (query.get('action') === 'EXPORT_CSV') return page([], 1, 0);
        return query.get('page') === '2' ? page([event(35, { action: 'INVITATIONS_SENT', details: { count: 3 } })], 2) : page(firstPage);
      },
    });
    const fetchMock = vi.mocked(fetch);
    renderWithApp(auditRoutes, { path: '/audit-log' });

    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    expect(screen.getByText('Total: 60 events')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('5 Mar 2026, 14:07:09');
    expect(rows[1]?.textContent).toContain('Role changed');
    expect(rows[1]?.textContent).toContain('person: Grace Hopper; from: Employee; to: Manager');
    expect(rows[2]?.textContent).toContain('Sign-in failed');
    expect(rows[2]?.textContent).toContain('network address: 192.0.2.1; reason: wrong_password');
    expect(rows[3]?.textContent).toContain('Assessment closed');
    expect(within(rows[3] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('—');
    expect(screen.getByText('Showing 1–25 of 60')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/audit-events.csv');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 26–50 of 60')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Audit log' })).getByText('Invitation sent')).toBeTruthy();

    // Only members can have acted: the person choice leaves out people who have not joined.
    const person = screen.getByLabelText(/^Person/) as HTMLSelectElement;
    await waitFor(() =>
      expect(Array.from(person.options).map((option) => option.text)).toEqual(['Everyone', 'Grace Hopper (grace@example.org)']),
    );
    fireEvent.change(person, { target: { value: grace.id } });
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText(/^Action/), { target: { value: 'EXPORT_CSV' } });
    const filtered = `action=EXPORT_CSV&personId=${grace.id}&from=2026-03-01&to=2026-03-31`;
    await waitFor(() => expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain(`/api/audit-events?${filtered}&pageSize=25`));
    expect(await screen.findByText('No event matches these filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`/api/audit-events.csv?${filtered}`);
    expect(api.callsTo('GET', '/api/audit-events').length).toBeGreaterThanOrEqual(3);
  });

  it('asks for nothing with an end date before the start date, and says why at the field', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
      'GET /api/people': () => json(200, { people: [], counts: { active: 0, invited: 0, deactivated: 0 } }),
      'GET /api/audit-events': () => page([], 1, 0),
    });
    const fetchMock = vi.mocked(fetch);
    renderWithApp(auditRoutes, { path: '/audit-log' });
    await screen.findByText('Nothing has been recorded yet.');
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-04-10' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-04-01' } });
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(fetchMock.mock.calls.map((call) => String(call[0])).filter((url) => url.includes('to=2026-04-01'))).toEqual([]);
  });

  it('says what failed when the log cannot be loaded', async () => {
    stubApi({
      'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
      'GET /api/people': () => json(200, { people: [], counts: { active: 0, invited: 0, deactivated: 0 } }),
      'GET /api/audit-events': () => apiError(500, 'internal_error', 'Something went wrong on our side.'),
    });
    renderWithApp(auditRoutes, { path: '/audit-log' });
    expect(await screen.findByText('Error loading the audit log')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refuses employees and managers the page, as the server refuses them the log', async () => {
    for (const role of ['employee', 'manager'] as const) {
      const api = stubApi({ 'GET /api/session': () => json(200, signedIn({ role })) });
      renderWithApp(auditRoutes, { path: '/audit-log' });
      expect(await screen.findByText('Access Denied')).toBeTruthy();
      expect(screen.getByText("You don't have permission to access this page. Required roles: Admin")).toBeTruthy();
      expect(api.callsTo('GET', '/api/audit-events')).toEqual([]);
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
