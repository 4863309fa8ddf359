// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { json, renderWithApp, signedOut, stubApi } from '#web/test-support.tsx';

const routes = [{ path: '/reset-password', element: <ResetPasswordPage /> }];
const token = 'A'.repeat(43);

describe('the reset password page', () => {
  it('asks for at least 8 characters and sends nothing shorter', async () => {
    const api = stubApi({ 'GET /api/session': () => json(200, signedOut) });
    renderWithApp(routes, { path: `/reset-password?token=${token}` });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Zq7!pwX' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'Zq7!pwX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Password too short')).toBeTruthy();
    // In the toast and beside the field.
    expect(screen.getAllByText('Password must be at least 8 characters long.')).toHaveLength(2);
    expect(screen.getByLabelText(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/accounts/reset-password')).toEqual([]);
  });
});
