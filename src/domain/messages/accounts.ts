import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SessionEndReason } from '../session-end-reasons.ts';
import { errorMessages } from './errors.ts';
import { frameAuthMessages } from './frame-accounts.ts';

const { signInFailedTitle, registrationFailedTitle, registrationFailedDefault, authCheckFailed } = frameAuthMessages;

/** Account texts: the specification's catalogue (spec/01 §5, §8) where it has one. */
export const authMessages = {
  signInFailedTitle,
  /** The employee sign-in page's own title (spec/02 §5). */
  employeeSignInFailedTitle: msg`Sign-in failed`,
  signInFailedDefault: msg`An error occurred during sign in.`,
  invalidCredentials: errorMessages.invalid_credentials,
  emailNotVerified: errorMessages.email_not_verified,
  signedInTitle: msg`Welcome back!`,
  signedInText: msg`You have successfully signed in.`,
  registrationFailedTitle,
  registrationFailedDefault,
  registrationSuccessTitle: msg`Registration successful!`,
  registrationSuccessText: msg`Please check your email to verify your account, then sign in.`,
  passwordMismatch: { title: msg`Password mismatch`, text: msg`Passwords do not match. Please try again.` },
  // The specification's text with 8 for its 6: every password has at least 8 characters (decision 0011).
  passwordTooShort: { title: msg`Password too short`, text: msg`Password must be at least 8 characters long.` },
  organisationCreatedTitle: msg`Organisation created successfully!`,
  organisationRequestedTitle: msg`Check your email`,
  /** After asking for an organisation: true whether or not the address already has an account (its owner is mailed either way). */
  organisationRequestedText: (email: string, organisationName: string) =>
    msg`We have sent a message to ${email} with the next step. To finish creating ${organisationName}, open the link in it within 24 hours and enter the password you just chose.`,
  organisationRequestedHint: msg`Nothing arrived after a few minutes? Look in your spam folder, or check the address and start again.`,
  organisationLinkInvalid: msg`This link is invalid, has expired or has already been used. Create the organisation again to get a new one.`,
  organisationConfirmPasswordWrong: msg`That is not the password you chose when you asked for this organisation.`,
  organisationNameTaken: msg`An organisation with this name already exists. Please choose a different name.`,
  emailTaken: msg`An account with this email already exists. Please use a different email or sign in.`,
  organisationPasswordRequirements: msg`Password requirements not met. Please ensure your password is at least 8 characters long.`,
  organisationPasswordMismatch: msg`Passwords do not match`,
  databaseError: msg`Database connection error. Please try again in a few moments.`,
  verifyFailedDefault: msg`We couldn't verify your email. Please try again.`,
  verifyFailed: msg`Failed to verify email. Please try again.`,
  verificationLinkInvalid: msg`This verification link is invalid, has expired or has already been used.`,
  resetLinkInvalid: msg`This password reset link is invalid, has expired or has already been used.`,
  profileLoadFailed: msg`Failed to load user profile`,
  authCheckFailed,
} as const;

export { guardMessages } from './frame-accounts.ts';

/** What a page says instead of the signed-out view when the browser's session ended (GET /api/session's `ended`). */
export const sessionEndedMessages: Record<SessionEndReason, { title: MessageDescriptor; text: MessageDescriptor }> = {
  signed_out: {
    title: msg`You have been signed out`,
    text: msg`Your session was ended: by "Sign out everywhere", a password change or an administrator. Sign in again to see your organisation.`,
  },
  expired: {
    title: msg`Your session has ended`,
    text: msg`You were signed out after 30 minutes without activity, or 12 hours after signing in. Sign in again to carry on.`,
  },
  organisation_suspended: {
    title: msg`Your organisation is suspended`,
    text: errorMessages.organisation_suspended,
  },
};
