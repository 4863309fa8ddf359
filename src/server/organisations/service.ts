import type { z } from 'zod';
import type { CreateOrganisationRequestSchema } from '#domain/api/accounts.ts';
import { DEFAULT_DOMAINS } from '#domain/question-bank.ts';
import { authMessages } from '#domain/messages.ts';
import { defaultOrganisationSettings } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { startSession } from '#server/auth/sessions.ts';
import { enforceRateLimit, rateLimits } from '#server/rate-limit/limiter.ts';
import { findUserByEmail, insertUser, sendVerificationEmail } from '#server/accounts/index.ts';
import { insertOrganisation, organisationNamed } from './queries.ts';

/**
 * The organisation and its first administrator in one transaction: either both exist
 * afterwards or neither does. The administrator is signed in at once and asked to verify.
 */
export async function createOrganisation(context: ServerContext, visitor: Visitor, input: z.output<typeof CreateOrganisationRequestSchema>) {
  await enforceRateLimit(context.db, context.clock, rateLimits.registerPerClient, visitor.address);
  const passwordHash = await hashPassword(input.adminPassword);
  let admin;
  try {
    admin = await context.db.transaction(async (tx) => {
      if (await organisationNamed(tx, input.organisationName)) throw new AppError('conflict', authMessages.organisationNameTaken);
      if (await findUserByEmail(tx, input.adminEmail)) throw new AppError('conflict', authMessages.emailTaken);

      const organisation = await insertOrganisation(tx, { name: input.organisationName, settings: defaultOrganisationSettings, defaultDomains: [...DEFAULT_DOMAINS] });
      const user = await insertUser(tx, {
        organisationId: organisation.id,
        email: input.adminEmail,
        passwordHash,
        firstName: input.adminFirstName,
        lastName: input.adminLastName,
        role: 'organisation_admin',
      });
      await sendVerificationEmail(context, tx, user);
      await recordAuditEvent(tx, organisation.id, user.id, 'ORGANISATION_CREATED', { name: organisation.name });
      return user;
    });
  } catch (error) {
    // Lost a race with an identical request: the unique indexes give the same answers.
    if (isUniqueViolation(error, 'organisations_name_lower_unique')) throw new AppError('conflict', authMessages.organisationNameTaken);
    if (isUniqueViolation(error, 'users_email_lower_unique')) throw new AppError('conflict', authMessages.emailTaken);
    throw error;
  }
  context.outbox.nudge();
  const session = await startSession(context.db, context.clock, admin.id, visitor.userAgent);
  return { user: admin, session };
}
