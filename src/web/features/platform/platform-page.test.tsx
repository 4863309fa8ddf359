// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyCompletions, PlatformOverview } from '#domain/api/platform.ts';
import { platformMessages } from '#domain/messages.ts';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { platformRoutes } from './routes.tsx';
import { i18n } from '@lingui/core';

const platformAdmin = { ...signedIn({ role: 'platform_admin', organisationId: null }), organisation: null };

const days: DailyCompletions[] = [
  ...Array.from({ length: 27 }, (_, index) => ({
    day: `2031-05-${String(index + 1).padStart(2, '0')}`,
    completions: null,
    hiddenBecause: 'fewer_than_six' as const,
  })),
  { day: '2031-05-28', completions: null, hiddenBecause: 'one_organisation' },
  { day: '2031-05-29', completions: 1234, hiddenBecause: null },
  { day: '2031-05-30', completions: null, hiddenBecause: 'fewer_than_six' },
];

const organisation = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Organisation ${index}`,
  createdAt: '2031-01-15T10:00:00.000Z',
  people: index * 10,
  assessments: index,
  suspendedAt: null,
  suspensionReason: null,
});

function overview(page: number): PlatformOverview {
  return {
    organisations: { total: 27 },
    people: { total: 2500, active: 2400 },
    assessments: { draft: 0, scheduled: 2, open: 5, paused: 1, closed: 12 },
    completionsByDay: days,
    organisationList: { items: page === 1 ? [organisation(1), organisation(2)] : [organisation(26)], page, pageSize: 25, total: 27 },
  };
}

describe('the platform overview page', () => {
  it('shows counts, the organisations a page at a time and the days under the small-number rule', async () => {
    stubApi({
      'GET /api/session': () => json(200, platformAdmin),
      'GET /api/platform/overview': (_body, query) => json(200, overview(Number(query.get('page') ?? '1'))),
    });
    renderWithApp(platformRoutes, { path: '/platform' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Platform overview' })).toBeTruthy();
    const figures = await screen.findByText('Organisations', { selector: 'dt' });
    expect(figures.parentElement?.textContent).toBe('Organisations27');
    expect(screen.getByText('People', { selector: 'dt' }).parentElement?.textContent).toBe('People2,5002,400 active');
    expect(screen.getByText('Open assessments', { selector: 'dt' }).parentElement?.textContent).toBe(
      'Open assessments52 scheduled, 1 paused',
    );

    const organisations = screen.getByRole('table', { name: 'Organisations' });
    const rows = within(organisations)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Name', 'Created', 'People', 'Assessments', 'Status', 'Action'],
      ['Organisation 1', '15 Jan 2031', '10', '1', 'In use', 'Suspend…'],
      ['Organisation 2', '15 Jan 2031', '20', '2', 'In use', 'Suspend…'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(organisations).findByText('Organisation 26')).toBeTruthy();
    expect(screen.getByText('Showing 26–27 of 27')).toBeTruthy();

    // Newest day first: a hidden day never shows a number.
    const perDay = screen.getByRole('table', { name: 'Completed assessments per day' });
    const [, ...dayRows] = within(perDay)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(dayRows.slice(0, 3)).toEqual([
      ['Fri 30 May', '<6'],
      ['Thu 29 May', '1,234'],
      ['Wed 28 May', 'Hidden'],
    ]);
    expect(dayRows).toHaveLength(30);
  });

  it('suspends an organisation with a reason, checked before sending, and shows it suspended', async () => {
    let suspended = false;
    const api = stubApi({
      'GET /api/session': () => json(200, platformAdmin),
      'GET /api/platform/overview': () => {
        const view = overview(1);
        const [first] = view.organisationList.items;
        if (suspended && first) Object.assign(first, { suspendedAt: '2031-06-02T09:00:00.000Z', suspensionReason: 'Unpaid invoices' });
        return json(200, view);
      },
      'POST /api/platform/organisations/00000000-0000-4000-8000-000000000001/suspension': (body) => {
        suspended = true;
        return json(200, {
          id: organisation(1).id,
          name: 'Organisation 1',
          suspendedAt: '2031-06-02T09:00:00.000Z',
          suspensionReason: (body as { reason: string }).reason,
          sessionsEnded: 3,
        });
      },
    });
    renderWithApp(platformRoutes, { path: '/platform' });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend Organisation 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Organisation 1' }));
    expect(await screen.findByText(i18n._(platformMessages.reasonRequired))).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Why suspend Organisation 1\?/), { target: { value: 'Unpaid invoices' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suspend Organisation 1' }));
    expect(await screen.findByText(i18n._(platformMessages.suspended('Organisation 1')))).toBeTruthy();
    expect((await screen.findByText('2 Jun 2031')).parentElement?.textContent).toBe('Suspended since 2 Jun 2031');
    expect(screen.getByText('Unpaid invoices')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate Organisation 1' })).toBeTruthy();
  });

  it('is refused to an organisation administrator, without asking the server', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })) });
    renderWithApp(platformRoutes, { path: '/platform' });
    expect(await screen.findByText("You don't have permission to access this page. Required roles: Platform admin")).toBeTruthy();
    expect(api.calls.map((call) => call.path)).not.toContain('/api/platform/overview');
  });

  it('says when the overview cannot be loaded, and tries again', async () => {
    let failures = 1;
    stubApi({
      'GET /api/session': () => json(200, platformAdmin),
      'GET /api/platform/overview': () =>
        failures-- > 0 ? apiError(500, 'internal_error', 'Something went wrong') : json(200, overview(1)),
    });
    renderWithApp(platformRoutes, { path: '/platform' });
    expect(await screen.findByText('Error loading the platform overview')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Organisations' })).toBeTruthy();
  });
});
