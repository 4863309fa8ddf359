import { msg } from '@lingui/core/macro';
import { errorMessages } from './errors.ts';

/**
 * The account texts the app's frame shows (a failed sign-in or registration, the session check),
 * in a module of their own: a page's catalogue holds the texts of the modules its scripts carry,
 * every page (the respondent's included) carries the frame, and the bundler keeps a module whole
 * in one script, so the frame must not import accounts.ts and its every account text.
 */
export const frameAuthMessages = {
  signInFailedTitle: msg`Sign in failed`,
  registrationFailedTitle: msg`Registration failed`,
  registrationFailedDefault: msg`An error occurred during registration. Please try again.`,
  authCheckFailed: msg`Failed to check authentication`,
} as const;

/** Route-guard texts (spec/02 §2). */
export const guardMessages = {
  authenticationRequiredTitle: msg`Authentication Required`,
  authenticationRequiredText: errorMessages.unauthenticated,
  accessDeniedTitle: msg`Access Denied`,
  accessDeniedText: (requiredRoles: string) => msg`You don't have permission to access this page. Required roles: ${requiredRoles}`,
  demoReadOnly: msg`The demo organisation is read-only: nothing in it can be changed.`,
  noDemoOrganisation: msg`There is no demo organisation on this installation.`,
  fullSignInRequired: msg`Your e-mailed link lets you answer assessments only. Sign in to see this page.`,
} as const;
