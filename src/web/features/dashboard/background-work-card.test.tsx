// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackgroundWorkResponse } from '#domain/api/jobs.ts';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { BackgroundWorkCard } from './background-work-card.tsx';

const route = [{ path: '/admin-dashboard', element: <BackgroundWorkCard /> }];
const session = () => json(200, signedIn({ role: 'organisation_admin' }));

describe('BackgroundWorkCard', () => {
  it('says when nothing is waiting', async () => {
    const quiet: BackgroundWorkResponse = { mail: { waiting: 0, failedRecently: 0 }, jobs: [] };
    stubApi({ 'GET /api/session': session, 'GET /api/organisations/current/background-work': () => json(200, quiet) });
    renderWithApp(route, { path: '/admin-dashboard' });
    expect(await screen.findByText('Nothing is waiting: every e-mail has been sent and every job has run.')).toBeTruthy();
  });

  it('shows waiting and undeliverable mail, and a failed job in words', async () => {
    const busy: BackgroundWorkResponse = {
      mail: { waiting: 3, failedRecently: 1 },
      jobs: [
        {
          id: 'j1',
          kind: 'assessment-launch',
          label: 'Launch e-mails',
          state: 'failed',
          attempts: 6,
          runAfter: new Date().toISOString(),
          failedReason: 'The job failed after its retries; it will not run again on its own.',
        },
      ],
    };
    stubApi({ 'GET /api/session': session, 'GET /api/organisations/current/background-work': () => json(200, busy) });
    renderWithApp(route, { path: '/admin-dashboard' });
    expect(await screen.findByText('3 e-mails waiting to be sent')).toBeTruthy();
    expect(screen.getByText('1 e-mail could not be delivered in the last 14 days')).toBeTruthy();
    expect(screen.getByText('Launch e-mails: Failed')).toBeTruthy();
    expect(screen.getByText(/will not run again on its own\. Failed runs so far: 6\./)).toBeTruthy();
  });

  it('says when the work could not be loaded, with a way to try again', async () => {
    stubApi({
      'GET /api/session': session,
      'GET /api/organisations/current/background-work': () => apiError(500, 'internal_error', 'Something went wrong.'),
    });
    renderWithApp(route, { path: '/admin-dashboard' });
    expect(await screen.findByText('Background work could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
