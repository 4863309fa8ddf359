import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../api/errors.ts';

/** The text of each error code, shown wherever an API refusal reaches a person. */
export const errorMessages: Record<ErrorCode, MessageDescriptor> = {
  validation_failed: msg`Some fields are missing or invalid. Please check them and try again.`,
  bad_request: msg`The request could not be understood.`,
  unauthenticated: msg`You need to be logged in to access this page.`,
  invalid_credentials: msg`Invalid email or password`,
  email_not_verified: msg`Please verify your email address before signing in. Check your inbox for the link, or ask for a new one.`,
  invalid_token: msg`This link is invalid, has expired or has already been used.`,
  forbidden: msg`You don't have permission to access this page.`,
  consent_required: msg`Please give your consent before answering: it explains how your answers are kept anonymous.`,
  two_step_required: msg`Set up two-step sign-in to continue.`,
  confirmation_required: msg`Confirm it is you first: enter your password or use one of your passkeys.`,
  no_organisation: msg`You are not part of an organisation yet.`,
  organisation_suspended: msg`Your organisation's CultureLens account is suspended, so nobody in it can sign in. Its data is kept. Your organisation's administrator can ask CultureLens support to reinstate it.`,
  sso_required: msg`Your organisation requires you to sign in with your organisation's single sign-on. Choose "Sign in with your organisation" and enter your work e-mail address.`,
  cross_origin_request: msg`This request did not come from a CultureLens page and was refused.`,
  not_found: msg`Not found.`,
  conflict: msg`That conflicts with something that already exists.`,
  payload_too_large: msg`The request is too large.`,
  unsupported_media_type: msg`Requests that change data must send JSON.`,
  rate_limited: msg`Too many attempts. Please wait a moment and try again.`,
  service_unavailable: msg`The service is temporarily unavailable. Please try again in a few moments.`,
  internal_error: msg`Something went wrong on our side. Please try again.`,
};

export const pageMessages = {
  notFoundTitle: msg`Oops! Page not found`,
  returnHome: msg`Return to Home`,
} as const;
