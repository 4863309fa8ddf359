import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes.ts';

export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type { ErrorCode };

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
