import type { SessionEndReason } from '../session-end-reasons.ts';
import { errorMessages } from './errors.ts';

/** Account texts: the specification's catalogue (spec/01 §5, §8) where it has one. */
export const authMessages = {
  signInFailedTitle: 'Sign in failed',
  /** The employee sign-in page's own title (spec/02 §5). */
  employeeSignInFailedTitle: 'Sign-in failed',
  signInFailedDefault: 'An error occurred during sign in.',
  invalidCredentials: errorMessages.invalid_credentials,
  emailNotVerified: errorMessages.email_not_verified,
  signedInTitle: 'Welcome back!',
  signedInText: 'You have successfully signed in.',
  registrationFailedTitle: 'Registration failed',
  registrationFailedDefault: 'An error occurred during registration. Please try again.',
  registrationSuccessTitle: 'Registration successful!',
  registrationSuccessText: 'Please check your email to verify your account, then sign in.',
  passwordMismatch: { title: 'Password mismatch', text: 'Passwords do not match. Please try again.' },
  // The specification's text with 8 for its 6: every password has at least 8 characters (decision 0011).
  passwordTooShort: { title: 'Password too short', text: 'Password must be at least 8 characters long.' },
  organisationCreatedTitle: 'Organisation created successfully!',
  organisationRequestedTitle: 'Check your email',
  /** After asking for an organisation: true whether or not the address already has an account (its owner is mailed either way). */
  organisationRequestedText: (email: string, organisationName: string) =>
    `We have sent a message to ${email} with the next step. To finish creating ${organisationName}, open the link in it within 24 hours and enter the password you just chose.`,
  organisationRequestedHint: 'Nothing arrived after a few minutes? Look in your spam folder, or check the address and start again.',
  organisationLinkInvalid: 'This link is invalid, has expired or has already been used. Create the organisation again to get a new one.',
  organisationConfirmPasswordWrong: 'That is not the password you chose when you asked for this organisation.',
  organisationNameTaken: 'An organisation with this name already exists. Please choose a different name.',
  emailTaken: 'An account with this email already exists. Please use a different email or sign in.',
  organisationPasswordRequirements: 'Password requirements not met. Please ensure your password is at least 8 characters long.',
  organisationPasswordMismatch: 'Passwords do not match',
  databaseError: 'Database connection error. Please try again in a few moments.',
  verifyFailedDefault: "We couldn't verify your email. Please try again.",
  verifyFailed: 'Failed to verify email. Please try again.',
  verificationLinkInvalid: 'This verification link is invalid, has expired or has already been used.',
  resetLinkInvalid: 'This password reset link is invalid, has expired or has already been used.',
  profileLoadFailed: 'Failed to load user profile',
  authCheckFailed: 'Failed to check authentication',
} as const;

/** Route-guard texts (spec/02 §2). */
export const guardMessages = {
  authenticationRequiredTitle: 'Authentication Required',
  authenticationRequiredText: errorMessages.unauthenticated,
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: (requiredRoles: string) => `You don't have permission to access this page. Required roles: ${requiredRoles}`,
  demoReadOnly: 'The demo organisation is read-only: nothing in it can be changed.',
  noDemoOrganisation: 'There is no demo organisation on this installation.',
} as const;

/** What a page says instead of the signed-out view when the browser's session ended (GET /api/session's `ended`). */
export const sessionEndedMessages: Record<SessionEndReason, { title: string; text: string }> = {
  signed_out: {
    title: 'You have been signed out',
    text: 'Your session was ended: by "Sign out everywhere", a password change or an administrator. Sign in again to see your organisation.',
  },
  expired: {
    title: 'Your session has ended',
    text: 'You were signed out after 30 minutes without activity, or 12 hours after signing in. Sign in again to carry on.',
  },
  organisation_suspended: {
    title: 'Your organisation is suspended',
    text: errorMessages.organisation_suspended,
  },
};
