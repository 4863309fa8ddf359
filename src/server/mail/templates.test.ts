import { describe, expect, it } from 'vitest';
import { invitationMail } from './assessment-templates.ts';

describe('the invitation e-mail', () => {
  it.each([
    ['employee', 'as an employee.'],
    ['manager', 'as a manager.'],
    ['organisation_admin', 'as an administrator.'],
  ] as const)('names the role %s with its article', (role, words) => {
    const mail = invitationMail('en', {
      organisationName: 'Acme',
      inviterName: 'Ada Lovelace',
      role,
      url: 'https://example.org/invite/x',
      expiresAt: new Date('2026-12-01T00:00:00Z'),
      reminder: false,
    });
    expect(mail.text).toContain(`Ada Lovelace has invited you to join Acme on CultureLens ${words}`);
  });
});
