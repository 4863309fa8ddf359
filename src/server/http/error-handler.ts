import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse, FieldIssue } from '#domain/api/errors.ts';
import type { Locale } from '#domain/locales.ts';
import { errorMessages } from '#domain/messages.ts';
import { AppError, errorIssuesIn, errorTextIn, statusByErrorCode } from '#server/errors.ts';
import { requestLocale, translate } from '#server/i18n/index.ts';
import { admitDeferred } from '#server/auth/route-policy.ts';

/**
 * A request whose admission a route put off (decision 0039) is refused before anything else
 * about it is said: the same answer as when the policy hook refuses before the body is read.
 */
async function refusalFirst(error: FastifyError, request: FastifyRequest): Promise<FastifyError> {
  try {
    await admitDeferred(request);
    return error;
  } catch (refusal) {
    return refusal as FastifyError;
  }
}

/** The router's refusals, and the page-less answer for an address nothing serves. */
export const frameworkMessages = {
  addressTooLong: msg`The address is too long.`,
  addressInvalid: msg`The address is not valid.`,
  invalidValue: msg`Invalid value`,
  noEndpoint: (endpoint: string) => msg`No API endpoint ${endpoint}.`,
} as const;

function errorBody(code: ErrorCode, message: string, issues?: FieldIssue[]): ErrorResponse {
  return { error: issues ? { code, message, issues } : { code, message } };
}

/** An error answer in `locale`: the code's own text unless a message is given. */
function errorBodyIn(locale: Locale, code: ErrorCode, text: MessageDescriptor | string = errorMessages[code]): ErrorResponse {
  return errorBody(code, translate(locale, text));
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) mapped to our codes. */
function codeForClientError(error: FastifyError): ErrorCode {
  switch (error.statusCode) {
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

/** Every failure leaves the server in the one `{ error: { code, message, issues? } }` shape. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (failure: FastifyError, request, reply) => {
    const error = await refusalFirst(failure, request);
    const locale = requestLocale(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext;
      // The schemas' own messages are already in the caller's language (request-locale.ts).
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(where ?? ''),
        message: issue.message ?? translate(locale, frameworkMessages.invalidValue),
      }));
      return reply.status(400).send(errorBody('validation_failed', translate(locale, errorMessages.validation_failed), issues));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, errorTextIn(locale, error.text), errorIssuesIn(locale, error.issues)));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = codeForClientError(error);
      // Fastify's messages for these are safe and specific ("Body is not valid JSON…"), in English only.
      return reply.status(error.statusCode).send(errorBodyIn(locale, code, code === 'bad_request' ? error.message : errorMessages[code]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(statusByErrorCode.internal_error).send(errorBodyIn(locale, 'internal_error'));
  });
}

/** The router's own refusals (an undecodable path, a path id over the length limit), in our error shape. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  const text = status === 414 ? frameworkMessages.addressTooLong : frameworkMessages.addressInvalid;
  void reply.status(status).send(errorBodyIn(requestLocale(request), 'bad_request', text));
}

/** A 404 in the caller's language: `what` says what was not found (default: "Not found."). */
export function sendNotFound(
  request: Pick<FastifyRequest, 'headers'>,
  reply: { status(code: number): { send(body: ErrorResponse): unknown } },
  what: MessageDescriptor = errorMessages.not_found,
) {
  return reply.status(404).send(errorBodyIn(requestLocale(request), 'not_found', what));
}
