// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithApp, signedOut, stubApi } from '#web/test-support.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

describe('the legal pages', () => {
  it('shows the privacy notice with its date in the reader’s format and a privacy question pre-addressed', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp([{ path: '/privacy', element: <PrivacyPage /> }], { path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    expect(screen.getByText('23 November 2026').getAttribute('datetime')).toBe('2026-11-23');
    expect(screen.getByRole('heading', { level: 2, name: '2. What CultureLens stores' })).toBeTruthy();
    const question = screen.getByRole('link', { name: /^privacy@/ });
    expect(question.getAttribute('href')).toBe(
      'mailto:privacy@aldergrovetechnology.co.uk?subject=Privacy%20question%20about%20CultureLens',
    );
    expect(document.title).toBe('Privacy notice — CultureLens');
  });

  it('shows the terms of use with their sections and contact', async () => {
    stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp([{ path: '/terms', element: <TermsPage /> }], { path: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '14. Contact' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^support@/ }).getAttribute('href')).toContain(
      'subject=Question%20about%20the%20CultureLens%20terms%20of%20use',
    );
  });
});
