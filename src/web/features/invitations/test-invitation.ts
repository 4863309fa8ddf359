import type { Invitation } from '#domain/api/invitations.ts';

// Local time, so the en-GB rendering of the date does not depend on the machine's time zone.
const sentAt = new Date(2026, 2, 5, 14, 7).toISOString();
const future = new Date(Date.now() + 7 * 86_400_000).toISOString();

/** An invitation as the API lists it (pending, sent, a week left), with `overrides`: for the invitation pages' tests. */
export function invitation(overrides: Partial<Invitation>): Invitation {
  return {
    id: '3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601',
    email: 'pending@example.org',
    role: 'employee',
    status: 'pending',
    invitedByName: 'Ada Lovelace',
    createdAt: sentAt,
    sentAt,
    expiresAt: future,
    acceptedAt: null,
    delivery: 'sent',
    deliveryError: null,
    ...overrides,
  };
}
