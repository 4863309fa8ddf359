// What the rest of the server may use from two-step; everything else is its own.
export { setPendingSignInCookie } from './pending-cookie.ts';
export { hasConfirmedSecondFactor } from './queries.ts';
export { beginPendingSignInIfNeeded, endPendingSignIns, purgeExpiredPendingSignIns } from './service.ts';
