import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode, FieldIssue } from '#domain/api/errors.ts';
import { errorMessages } from '#domain/messages.ts';
import { translate } from '#server/i18n/index.ts';
import { SOURCE_LOCALE, type Locale } from '#domain/locales.ts';

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
  // The session must prove who it is again (its password or a passkey) before this change.
  confirmation_required: 403,
  // Signed in, but not part of any organisation: the pages show how to create or join one.
  no_organisation: 403,
  // The platform administrator suspended the person's organisation (decision 0034).
  organisation_suspended: 403,
  // The organisation signs its people in through its identity provider: a password will not do (decision 0054).
  sso_required: 403,
  cross_origin_request: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/**
 * What a refusal says: one message, or whole sentences said one after the other (a refusal,
 * then when to try again). Translated into the caller's language when it is answered.
 */
export type ErrorText = MessageDescriptor | readonly MessageDescriptor[] | string;

/** A field's issue; its text a message, or a schema issue's text already in the caller's language. */
export type ErrorIssue = { path: string; message: MessageDescriptor | string };

/** A refusal's text in `locale`. A plain string is a schema issue's, already in the caller's language. */
export function errorTextIn(locale: Locale, text: ErrorText): string {
  const sentences: readonly (MessageDescriptor | string)[] = Array.isArray(text) ? text : [text as MessageDescriptor | string];
  return sentences.map((sentence) => translate(locale, sentence)).join(' ');
}

/** A refusal's issues in `locale`. */
export function errorIssuesIn(locale: Locale, issues: readonly ErrorIssue[] | undefined): FieldIssue[] | undefined {
  return issues?.map((issue) => ({ path: issue.path, message: translate(locale, issue.message) }));
}

/**
 * The one error type services throw; the error handler turns it into `{ error: … }`, its text in
 * the caller's language. `message` is the text in the source language, for logs.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly text: ErrorText;
  readonly issues: readonly ErrorIssue[] | undefined;
  /** Sent as Retry-After with 429 and 503 answers. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    text: ErrorText = errorMessages[code],
    issues?: readonly ErrorIssue[],
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(errorTextIn(SOURCE_LOCALE, text));
    this.text = text;
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return statusByErrorCode[this.code];
  }
}
