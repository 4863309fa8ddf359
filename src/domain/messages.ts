import type { ErrorCode } from './api/errors.ts';

/**
 * Texts users read. Where the specification's catalogue has a text it is used verbatim;
 * the rest are ours, written to say what happened and what to do next.
 */
export const errorMessages: Record<ErrorCode, string> = {
  validation_failed: 'Some fields are missing or invalid. Please check them and try again.',
  bad_request: 'The request could not be understood.',
  unauthenticated: 'You need to be logged in to access this page.',
  forbidden: "You don't have permission to access this page.",
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
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
} as const;
