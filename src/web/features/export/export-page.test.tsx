// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportPreview } from '#domain/api/export.ts';
import { apiError, json, renderWithApp, signedIn, stubApi } from '#web/test-support.tsx';
import { assessmentSummary, testAssessment } from '#web/features/roadmap/test-fixtures.ts';
import { ExportPage } from './export-page.tsx';
import { fileNameFromDisposition } from './queries.ts';

const createObjectURL = vi.fn(() => 'blob:http://localhost/export-file');
const revokeObjectURL = vi.fn();
let clicked: HTMLAnchorElement[] = [];

beforeEach(() => {
  clicked = [];
  // jsdom has no object URLs and does not navigate: record the download link instead.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});

function preview(overrides: Partial<ExportPreview> = {}): ExportPreview {
  return {
    assessment: testAssessment,
    available: true,
    threshold: 6,
    organisationName: 'Analytical Engines Ltd',
    responses: 8,
    overallScore: 3.45,
    completionRate: 62.5,
    domains: [
      {
        domain: 'leadership-governance',
        label: 'Leadership & Governance',
        canShow: true,
        meanScore: 3.9,
        responseCount: 8,
        favourability: null,
      },
      { domain: 'recruitment-hiring', label: 'Recruitment & Hiring', canShow: true, meanScore: 3, responseCount: 7, favourability: null },
      { domain: 'culture-belonging', label: 'Culture & Belonging', canShow: false, favourability: null },
    ],
    priorityActions: [
      { priority: 1, title: 'Make hiring fairer and more consistent', domainLabel: 'Recruitment & Hiring', timeframe: '4-6 weeks' },
    ],
    csvFileName: 'culturelens-contoso-deib-wave-1-2026-03-05.csv',
    pdfFileName: 'culturelens-contoso-deib-wave-1-2026-03-05.pdf',
    presentationFileName: 'culturelens-contoso-deib-wave-1-2026-03-05.pptx',
    ...overrides,
  };
}

function open(handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/session': () => json(200, signedIn({ role: 'organisation_admin' })),
    'GET /api/assessments': () => json(200, { assessments: [assessmentSummary()] }),
    ...handlers,
  });
  renderWithApp([{ path: '/export', element: <ExportPage /> }], { path: '/export' });
  return api;
}

describe('the export page', () => {
  it('says the export is not available, with the count and the ways on', async () => {
    open({ 'GET /api/export': () => json(200, preview({ available: false, responses: 3, overallScore: null, priorityActions: [] })) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Export Not Available' })).toBeTruthy();
    expect(screen.getByText('Insufficient Data')).toBeTruthy();
    expect(screen.queryByText('Export Available')).toBeNull();
    expect(
      screen.getByText(
        'There is not enough data to export yet: at least one domain, choice question or comment question needs 6 responses. Currently have 3 responses.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite Team Members' }).getAttribute('href')).toBe('/invite-employee');
    expect(screen.getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(screen.getByText(/^Exports hold only aggregated, anonymised data/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Export Results']);
  });

  it('previews the export and downloads the CSV under the server file name', async () => {
    const api = open({
      'GET /api/export': () => json(200, preview()),
      [`GET /api/export/${testAssessment.id}/csv`]: () =>
        new Response('\uFEFFOrganisation Name,Assessment Title\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="culturelens-contoso-deib-wave-1-2026-03-06.csv"',
          },
        }),
    });
    expect(await screen.findByText('Export Available')).toBeTruthy();
    expect(screen.getByText('Total responses').nextElementSibling?.textContent).toBe('8');
    expect(screen.getByText('3.45 / 5.0')).toBeTruthy();
    expect(screen.getByText('62.5%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Leadership & Governance: 3.90 out of 5.0, Fair' })).toBeTruthy();
    const hidden = screen.getByText('Culture & Belonging').parentElement as HTMLElement;
    expect(within(hidden).getByText(/^Fewer than 6 responses/)).toBeTruthy();
    expect(screen.getByText('Make hiring fairer and more consistent')).toBeTruthy();
    expect(screen.getByText('Recruitment & Hiring · 4-6 weeks')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('CSV Export Complete')).toBeTruthy();
    expect(screen.getByText('Saved as culturelens-contoso-deib-wave-1-2026-03-06.csv.')).toBeTruthy();
    expect(clicked.map((link) => link.download)).toEqual(['culturelens-contoso-deib-wave-1-2026-03-06.csv']);
    expect(clicked[0]?.href).toBe('blob:http://localhost/export-file');
    expect(api.callsTo('GET', `/api/export/${testAssessment.id}/csv`).length).toBe(1);
  });

  it('offers the presentation and downloads it under the server file name', async () => {
    const api = open({
      'GET /api/export': () => json(200, preview()),
      [`GET /api/export/${testAssessment.id}/presentation`]: () =>
        new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
            'content-disposition': 'attachment; filename="culturelens-contoso-deib-wave-1-2026-03-06.pptx"',
          },
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Presentation' })).toBeTruthy();
    expect(screen.getByText('culturelens-contoso-deib-wave-1-2026-03-05.pptx')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download presentation' }));
    expect(await screen.findByText('Presentation Export Complete')).toBeTruthy();
    expect(clicked.map((link) => link.download)).toEqual(['culturelens-contoso-deib-wave-1-2026-03-06.pptx']);
    expect(api.callsTo('GET', `/api/export/${testAssessment.id}/presentation`).length).toBe(1);
  });

  it('says the presentation failed with its own words when the server refuses it', async () => {
    open({
      'GET /api/export': () => json(200, preview()),
      [`GET /api/export/${testAssessment.id}/presentation`]: () =>
        apiError(
          409,
          'conflict',
          'There is not enough data to export yet: at least one domain, choice question or comment question needs 6 responses.',
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download presentation' }));
    expect(await screen.findByText('Failed to generate presentation export. Please try again.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });

  it('says the export failed when the server refuses the file', async () => {
    open({
      'GET /api/export': () => json(200, preview()),
      [`GET /api/export/${testAssessment.id}/pdf`]: () =>
        apiError(
          409,
          'conflict',
          'There is not enough data to export yet: at least one domain, choice question or comment question needs 6 responses.',
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(screen.getByText('Failed to generate PDF export. Please try again.')).toBeTruthy();
    expect(clicked).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download PDF' }).hasAttribute('disabled')).toBe(false));
  });

  it('toasts when availability cannot be checked', async () => {
    open({ 'GET /api/export': () => apiError(500, 'internal_error', 'Something went wrong on our side. Please try again.') });
    expect(await screen.findByText('Error checking export availability', { selector: '[role="alert"] p' })).toBeTruthy();
  });
});

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and encoded file names', () => {
    expect(fileNameFromDisposition('attachment; filename="culturelens-contoso-deib-wave-1-2026-03-05.pdf"')).toBe(
      'culturelens-contoso-deib-wave-1-2026-03-05.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe('résumé.csv');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });
});
