import type { ErrorCode, FieldIssue } from '#domain/api/errors.ts';
import { errorMessages } from '#domain/messages.ts';

export const statusByErrorCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  email_not_verified: 403,
  invalid_token: 400,
  forbidden: 403,
  consent_required: 403,
  two_step_required: 403,
  // Signed in, but not part of any organisation: the pages show how to create or join one.
  no_organisation: 403,
  // The platform administrator suspended the person's organisation (decision 0034).
  organisation_suspended: 403,
  cross_origin_request: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/** The one error type services throw; the error handler turns it into `{ error: … }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Sent as Retry-After with 429 and 503 answers. */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string = errorMessages[code], issues?: FieldIssue[], options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return statusByErrorCode[this.code];
  }
}
