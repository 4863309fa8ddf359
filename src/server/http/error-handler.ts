import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse, FieldIssue } from '#domain/api/errors.ts';
import { errorMessages } from '#domain/messages.ts';
import { AppError, statusByErrorCode } from '#server/errors.ts';
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

function errorBody(code: ErrorCode, message: string = errorMessages[code], issues?: FieldIssue[]): ErrorResponse {
  return { error: issues ? { code, message, issues } : { code, message } };
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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext;
      const issues: FieldIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(where ?? ''),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(errorBody('validation_failed', errorMessages.validation_failed, issues));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.issues));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = codeForClientError(error);
      // Fastify's messages for these are safe and specific ("Body is not valid JSON…").
      const message = code === 'bad_request' ? error.message : errorMessages[code];
      return reply.status(error.statusCode).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(statusByErrorCode.internal_error).send(errorBody('internal_error'));
  });
}

/** The router's own refusals (an undecodable path, a path id over the length limit), in our error shape. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  void reply.status(status).send(errorBody('bad_request', status === 414 ? 'The address is too long.' : 'The address is not valid.'));
}

export function sendNotFound(reply: { status(code: number): { send(body: ErrorResponse): unknown } }, what = 'Not found.') {
  return reply.status(404).send(errorBody('not_found', what));
}
