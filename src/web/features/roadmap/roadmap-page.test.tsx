// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RoadmapResponse } from '#domain/api/roadmap.ts';
import { roadmapMessages } from '#domain/messages.ts';
import type { Role } from '#domain/roles.ts';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { RoadmapPage } from './roadmap-page.tsx';
import { assessmentSummary, generatedAt, otherAssessmentId, roadmapItem, roadmapResponse, testAssessment } from './test-fixtures.ts';
import { i18n } from '@lingui/core';

function open(
  handlers: Parameters<typeof stubApi>[0],
  { role = 'organisation_admin', path = '/roadmap' }: { role?: Role; path?: string } = {},
) {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn({ role })),
    'GET /api/assessments': () => json(200, { assessments: [assessmentSummary()] }),
    ...handlers,
  });
  const app = renderWithApp([{ path: '/roadmap', element: <RoadmapPage /> }], { path });
  return { api, app };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Priority Roadmap' });

describe('the roadmap page', () => {
  it('says there is not enough data, with the live count, and offers no generation', async () => {
    open({ 'GET /api/roadmap': () => json(200, roadmapResponse({ responses: 4 })) });
    await heading();
    expect(await screen.findByRole('heading', { level: 2, name: 'Insufficient Data for Roadmap Generation' })).toBeTruthy();
    expect(screen.getByText('You need at least 6 responses to generate a roadmap. Currently have 4 responses.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate Roadmap' })).toBeNull();
    // One assessment: no choice to offer.
    expect(screen.queryByLabelText(/^Assessment/)).toBeNull();
  });

  it("counts to the assessment's own minimum group size: seven of eight is not enough", async () => {
    open({ 'GET /api/roadmap': () => json(200, roadmapResponse({ responses: 7, threshold: 8 })) });
    expect(await screen.findByText('You need at least 8 responses to generate a roadmap. Currently have 7 responses.')).toBeTruthy();
    expect(screen.getByText(/a domain score is shown only once at least 8 people have answered/)).toBeTruthy();
    expect(screen.queryByText(/at least 6\b/)).toBeNull();
  });

  it('generates the roadmap, shows the toast and the items, and the button disappears', async () => {
    const generated = roadmapResponse({ items: [roadmapItem(1), roadmapItem(2), roadmapItem(3)] });
    let current: RoadmapResponse = roadmapResponse({ canGenerate: true });
    const { api } = open({
      'GET /api/roadmap': () => json(200, current),
      'POST /api/roadmap': () => {
        current = generated;
        return json(201, generated);
      },
    });
    await heading();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ready to generate your roadmap' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Roadmap' }));

    expect(await screen.findByText('Roadmap Generated!')).toBeTruthy();
    expect(screen.getByText('Created 3 priority action items based on your assessment data.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/roadmap').map((call) => call.body)).toEqual([{ assessmentId: testAssessment.id }]);
    expect(screen.queryByRole('button', { name: 'Generate Roadmap' })).toBeNull();

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Action number 1',
      'Action number 2',
      'Action number 3',
    ]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Priority 1').className).toContain('bg-red-100');
    expect(within(cards[1] as HTMLElement).getByText('Priority 2').className).toContain('bg-yellow-100');
    expect(within(cards[2] as HTMLElement).getByText('Priority 3').className).toContain('bg-blue-100');
    expect(within(first).getByText('Culture & Belonging')).toBeTruthy();
    expect(within(first).getByText('Generated 5 March 2026')).toBeTruthy();
    expect(within(first).getByText('Rationale of action 1.')).toBeTruthy();
    expect(within(first).getByText('First step of action 1.')).toBeTruthy();
    expect(within(first).getByText('People Lead or Team Managers')).toBeTruthy();
    expect(within(first).getByText('4-6 weeks')).toBeTruthy();
    expect(within(first).getByText('Not started')).toBeTruthy();
    expect(screen.getByText('0 of 3 actions done')).toBeTruthy();
    // Still no button after the roadmap is read again.
    await waitFor(() => expect(api.callsTo('GET', '/api/roadmap').length).toBe(2));
    expect(screen.queryByRole('button', { name: 'Generate Roadmap' })).toBeNull();
  });

  it("says the rule, proposes nothing when every shown domain is Excellent, and shows each action's whole statement", async () => {
    open({ 'GET /api/roadmap': () => json(200, roadmapResponse({ noActionNeeded: true })) });
    await heading();
    expect(screen.getByText(i18n._(roadmapMessages.rule))).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: i18n._(roadmapMessages.noActionNeededTitle) })).toBeTruthy();
    expect(screen.getByText(i18n._(roadmapMessages.noActionNeededText(testAssessment.title)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Generate Roadmap' })).toBeNull();
    cleanup();

    const whole = 'Senior leaders in this organisation are held responsible for progress on inclusion goals every year, in public.';
    open({
      'GET /api/roadmap': () =>
        json(
          200,
          roadmapResponse({
            items: [roadmapItem(1, { title: 'Show commitment: “Senior leaders in this organisation are held…”', question: whole })],
          }),
        ),
    });
    const card = await screen.findByRole('article', { name: 'Show commitment: “Senior leaders in this organisation are held…”' });
    expect(within(card).getByText(i18n._(roadmapMessages.wholeStatement)).nextElementSibling?.textContent).toBe(`“${whole}”`);
  });

  it('says why generation failed, with the server message', async () => {
    open({
      'GET /api/roadmap': () => json(200, roadmapResponse({ canGenerate: true })),
      'POST /api/roadmap': () => apiError(409, 'conflict', 'Insufficient responses to generate roadmap'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Roadmap' }));
    expect(await screen.findByText('Failed to generate roadmap')).toBeTruthy();
    expect(screen.getByText('Insufficient responses to generate roadmap')).toBeTruthy();
  });

  it('starts an action with a PATCH of in_progress, then completes and reopens it', async () => {
    const item = roadmapItem(1);
    const changedAt = new Date(2026, 2, 6, 9, 30).toISOString();
    const { api } = open(
      {
        'GET /api/roadmap': () => json(200, roadmapResponse({ items: [item] })),
        [`PATCH /api/roadmap/items/${item.id}`]: (body) => {
          const { status } = body as { status: 'not_started' | 'in_progress' | 'done' };
          return json(200, { ...item, status, statusChangedBy: 'Ada Lovelace', statusChangedAt: changedAt });
        },
      },
      { role: 'manager' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start Action: Action number 1' }));
    expect(await screen.findByText('Action started')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/roadmap/items/${item.id}`).map((call) => call.body)).toEqual([{ status: 'in_progress' }]);
    const card = screen.getByRole('article', { name: 'Action number 1' });
    expect(within(card).getByText('In progress')).toBeTruthy();
    expect(within(card).getByText('by Ada Lovelace, 6 Mar 2026, 09:30')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Start Action/ })).toBeNull();
    // Focus follows to the next step rather than falling to the page.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Mark Complete/));

    fireEvent.click(within(card).getByRole('button', { name: /^Mark Complete/ }));
    expect(await screen.findByText('Action completed')).toBeTruthy();
    expect(within(card).getByText('Done')).toBeTruthy();
    expect(screen.getByText('1 of 1 actions done')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /^Reopen/ }));
    expect(await screen.findByText('Action reopened')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/roadmap/items/${item.id}`).map((call) => call.body)).toEqual([
      { status: 'in_progress' },
      { status: 'done' },
      { status: 'not_started' },
    ]);
  });

  it('shows a failed status change as a toast and keeps the item as it was', async () => {
    const item = roadmapItem(1);
    open({
      'GET /api/roadmap': () => json(200, roadmapResponse({ items: [item] })),
      [`PATCH /api/roadmap/items/${item.id}`]: () => apiError(404, 'not_found', 'Roadmap item not found'),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Start Action/ }));
    expect(await screen.findByText('Failed to update action')).toBeTruthy();
    expect(screen.getByText('Roadmap item not found')).toBeTruthy();
    expect(screen.getByText('Not started')).toBeTruthy();
  });

  it('shows the empty state without an assessment, and the load failure toast', async () => {
    open({ 'GET /api/roadmap': () => json(200, { assessment: null, threshold: 6, responses: 0, canGenerate: false, items: [] }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No Roadmap Available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Assessment' }).getAttribute('href')).toBe('/create-assessment');
    cleanup();

    open({ 'GET /api/roadmap': () => apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.') });
    expect(await screen.findByText('Failed to load roadmap data. Please try again.', { selector: '[role="alert"] p' })).toBeTruthy();
    expect(screen.getAllByText('Error loading roadmap').length).toBeGreaterThan(0);
  });

  it('offers a choice of assessment when there are several, and reads the chosen one', async () => {
    const { app } = open({
      'GET /api/assessments': () =>
        json(200, {
          assessments: [
            assessmentSummary({ id: otherAssessmentId, title: 'Culture Change Readiness', questionSetId: 'culture-change-readiness' }),
            assessmentSummary({ status: 'closed' }),
          ],
        }),
      'GET /api/roadmap': () => json(200, roadmapResponse({ items: [roadmapItem(1, { createdAt: generatedAt })] })),
    });
    const picker = (await screen.findByLabelText(/^Assessment/)) as HTMLSelectElement;
    expect(picker.value).toBe(testAssessment.id);
    fireEvent.change(picker, { target: { value: otherAssessmentId } });
    await waitFor(() => expect(app.location()).toBe(`/roadmap?assessment=${otherAssessmentId}`));
    const urls = () => vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls()).toContain('/api/roadmap');
    await waitFor(() => expect(urls()).toContain(`/api/roadmap?assessmentId=${otherAssessmentId}`));
  });
});
