import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../api/errors.ts';

/** The text of each error code, shown wherever an API refusal reaches a person. */
export const errorMessages: Record<ErrorCode, string> = {
  validation_failed: 'Some fields are missing or invalid. Please check them and try again.',
  bad_request: 'The request could not be understood.',
  unauthenticated: 'You need to be logged in to access this page.',
  invalid_credentials: 'Invalid email or password',
  email_not_verified: 'Please verify your email address before signing in. Check your inbox for the link, or ask for a new one.',
  invalid_token: 'This link is invalid, has expired or has already been used.',
  forbidden: "You don't have permission to access this page.",
  consent_required: 'Please give your consent before answering: it explains how your answers are kept anonymous.',
  two_step_required: 'Set up two-step sign-in to continue.',
  no_organisation: 'You are not part of an organisation yet.',
  organisation_suspended:
    "Your organisation's CultureLens account is suspended, so nobody in it can sign in. Its data is kept. Your organisation's administrator can ask CultureLens support to reinstate it.",
  cross_origin_request: 'This request did not come from a CultureLens page and was refused.',
  not_found: 'Not found.',
  conflict: 'That conflicts with something that already exists.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Requests that change data must send JSON.',
  rate_limited: 'Too many attempts. Please wait a moment and try again.',
  service_unavailable: 'The service is temporarily unavailable. Please try again in a few moments.',
  internal_error: 'Something went wrong on our side. Please try again.',
};

export const pageMessages = {
  notFoundTitle: msg`Oops! Page not found`,
  returnHome: msg`Return to Home`,
} as const;
