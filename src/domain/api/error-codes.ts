/**
 * Every code an API error carries. Apart from errors.ts's schemas, so the browser can check a
 * refusal's code without loading zod (decision 0032).
 */
export const ERROR_CODES = [
  'validation_failed',
  'bad_request',
  'unauthenticated',
  'invalid_credentials',
  'email_not_verified',
  'invalid_token',
  'forbidden',
  'consent_required',
  'two_step_required',
  'confirmation_required',
  'no_organisation',
  'organisation_suspended',
  'sso_required',
  'cross_origin_request',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
