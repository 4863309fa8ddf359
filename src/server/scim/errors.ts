import { msg } from '@lingui/core/macro';
import type { FastifyError, FastifyInstance } from 'fastify';
import { SCIM_SCHEMAS } from '#domain/api/scim.ts';
import { AppError, errorTextIn, statusByErrorCode, type ErrorText } from '#server/errors.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { requestLocale } from '#server/i18n/index.ts';

/** RFC 7644 3.12's scimType values we answer with. */
export type ScimType = 'invalidFilter' | 'invalidSyntax' | 'invalidPath' | 'invalidValue' | 'uniqueness' | 'mutability' | 'tooMany';

export const scimMessages = {
  badJson: msg`The request body is not valid JSON.`,
  badToken: msg`A valid SCIM bearer token of this organisation is required.`,
  userNotFound: msg`No such user in this organisation.`,
  userNameTaken: msg`This userName is already in use.`,
  externalIdTaken: msg`This externalId is already in use in this organisation.`,
  badFilter: msg`Only filters of the form userName eq "…", externalId eq "…" or id eq "…" (joined by and) are supported.`,
  invalid: (where: string, problem: string) => msg`${where}: ${problem}`,
  employmentType: (value: string) => msg`employmentType "${value}" is not one of full_time, part_time, contractor, temporary, intern.`,
  startDate: (value: string) => msg`startDate "${value}" is not a date in the past.`,
  badManager: msg`manager must be the id of a user of this organisation.`,
  badHomeEmail: msg`The emails value of type home is not a valid e-mail address.`,
  internal: msg`The request could not be completed.`,
} as const;

/** A refusal in SCIM's error shape. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorText,
    readonly scimType?: ScimType,
  ) {
    super(`SCIM ${status}${scimType ? ` ${scimType}` : ''}`);
  }
}

function scimErrorOf(error: FastifyError | Error): ScimError {
  if (error instanceof ScimError) return error;
  if (error instanceof AppError) {
    if (error.code === 'unauthenticated') return new ScimError(401, scimMessages.badToken);
    const status = statusByErrorCode[error.code];
    // The people rules' conflicts (a manager who is not one, the last administrator) are values SCIM cannot set.
    if (status === 409 || status === 400) return new ScimError(400, error.text, 'invalidValue');
    return new ScimError(status, error.text);
  }
  if (isUniqueViolation(error)) return new ScimError(409, scimMessages.userNameTaken, 'uniqueness');
  const status = (error as FastifyError).statusCode;
  if (status === 400 && (error as FastifyError).code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ScimError(400, scimMessages.badJson, 'invalidSyntax');
  }
  if (status !== undefined && status >= 400 && status < 500) return new ScimError(status, error.message, 'invalidSyntax');
  return new ScimError(500, scimMessages.internal);
}

/** Every failure of a SCIM route leaves as `urn:ietf:params:scim:api:messages:2.0:Error` (RFC 7644 3.12). */
export function registerScimErrors(app: FastifyInstance): void {
  app.setErrorHandler(async (failure: FastifyError, request, reply) => {
    const error = scimErrorOf(failure);
    if (error.status >= 500) request.log.error({ err: failure }, 'SCIM request failed');
    const locale = requestLocale(request);
    const detail = errorTextIn(locale, error.detail);
    if (error.status === 401) void reply.header('www-authenticate', 'Bearer realm="SCIM"');
    return reply
      .status(error.status)
      .type('application/scim+json')
      .send({
        schemas: [SCIM_SCHEMAS.error],
        status: String(error.status),
        ...(error.scimType ? { scimType: error.scimType } : {}),
        detail: detail || errorTextIn(locale, scimMessages.internal),
      });
  });
}
