// What the rest of the server may use from two-step; everything else is its own.
export { clearPendingSignInCookie, pendingSignInToken, setPendingSignInCookie } from './pending-cookie.ts';
export { hasAuthenticatorApp, hasConfirmedSecondFactor, lockPerson } from './queries.ts';
export {
  beginPendingSignInIfNeeded,
  completePendingSignIn,
  endPendingSignIns,
  issueRecoveryCodes,
  lastSecondFactorRefusal,
  mustKeepTwoStep,
  pendingSignInUser,
  purgeExpiredPendingSignIns,
} from './service.ts';
