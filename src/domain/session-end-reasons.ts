/**
 * Why the session of the browser's cookie is no longer live: ended elsewhere ("sign out
 * everywhere", a password change, an administrator), past its idle or absolute timeout, or its
 * organisation suspended (decision 0034).
 */
export const SESSION_END_REASONS = ['signed_out', 'expired', 'organisation_suspended'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
