import { z } from 'zod';

export const ErrorCodeSchema = z.enum([
  'validation_failed',
  'bad_request',
  'unauthenticated',
  'invalid_credentials',
  'email_not_verified',
  'invalid_token',
  'forbidden',
  'consent_required',
  'two_step_required',
  'no_organisation',
  'cross_origin_request',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const FieldIssueSchema = z.object({
  path: z.string().describe('Dotted path of the field, e.g. "email" or "invites.2.email"'),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** The one shape of every error the API answers with. */
export const ErrorResponseSchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    issues: z.array(FieldIssueSchema).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
