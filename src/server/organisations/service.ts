import type { z } from 'zod';
import type { CreateOrganisationRequestSchema } from '#domain/api/accounts.ts';
import type { CreateOwnOrganisationRequestSchema } from '#domain/api/organisations.ts';
import { DEFAULT_DOMAINS } from '#domain/question-bank.ts';
import { authMessages, noOrganisationMessages } from '#domain/messages.ts';
import { defaultOrganisationSettings } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { endAllSessions, startSession, type SessionUserRow } from '#server/auth/sessions.ts';
import { enforceRateLimit, rateLimits } from '#server/rate-limit/limiter.ts';
import { findUserByEmail, insertUser, makeAdministratorOfNewOrganisation, sendVerificationEmail } from '#server/accounts/index.ts';
import { insertOrganisation, organisationNamed } from './queries.ts';

/**
 * The organisation and its first administrator in one transaction: either both exist
 * afterwards or neither does. The administrator is signed in at once and asked to verify.
 */
export async function createOrganisation(context: ServerContext, visitor: Visitor, input: z.output<typeof CreateOrganisationRequestSchema>) {
  await enforceRateLimit(context.db, context.clock, rateLimits.registerPerClient, visitor.network);
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

/**
 * A signed-in account that belongs to no organisation (registered without an invitation)
 * creates one and becomes its administrator, in one transaction, with the name rule, limit and
 * audit event of registration. The person's sessions end and a new one starts, as when an
 * invitation moves an account: the role changed. Administrators must then set up two-step
 * sign-in before anything else (route-policy.ts), which is where the web app takes them.
 */
export async function createOwnOrganisation(
  context: ServerContext,
  account: SessionUserRow,
  input: z.output<typeof CreateOwnOrganisationRequestSchema> & { visitor: Visitor },
) {
  await enforceRateLimit(context.db, context.clock, rateLimits.registerPerClient, input.visitor.network);
  if (account.organisationId) throw new AppError('conflict', noOrganisationMessages.alreadyInOrganisation);
  // Their role would hold every ability of the organisation (decision 0024): they stay outside any.
  if (account.role === 'platform_admin') throw new AppError('conflict', noOrganisationMessages.platformAdministrator);
  let admin;
  try {
    admin = await context.db.transaction(async (tx) => {
      if (await organisationNamed(tx, input.organisationName)) throw new AppError('conflict', authMessages.organisationNameTaken);
      const organisation = await insertOrganisation(tx, { name: input.organisationName, settings: defaultOrganisationSettings, defaultDomains: [...DEFAULT_DOMAINS] });
      const user = await makeAdministratorOfNewOrganisation(tx, account.id, organisation.id, context.clock.now());
      // Joined an organisation since the request was admitted (an invitation, a second click).
      if (!user) throw new AppError('conflict', noOrganisationMessages.alreadyInOrganisation);
      await endAllSessions(tx, context.clock, user.id);
      await recordAuditEvent(tx, organisation.id, user.id, 'ORGANISATION_CREATED', { name: organisation.name });
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'organisations_name_lower_unique')) throw new AppError('conflict', authMessages.organisationNameTaken);
    throw error;
  }
  const session = await startSession(context.db, context.clock, admin.id, input.visitor.userAgent);
  return { user: admin, session };
}
