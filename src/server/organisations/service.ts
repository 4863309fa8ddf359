import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateOrganisationRequestSchema } from '#domain/api/auth.ts';
import { DEFAULT_DOMAINS } from '#domain/question-bank.ts';
import { authMessages } from '#domain/messages.ts';
import { defaultOrganisationSettings, organisations, users } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { startSession } from '#server/auth/sessions.ts';
import { enforceRateLimit, rateLimits } from '#server/rate-limit/limiter.ts';
import { findUserByEmail } from '#server/accounts/index.ts';
import { sendVerificationEmail } from '#server/accounts/index.ts';

type Client = { address: string; userAgent: string | undefined };

/**
 * The organisation and its first administrator in one transaction: either both exist
 * afterwards or neither does. The administrator is signed in at once and asked to verify.
 */
export async function createOrganisation(context: ServerContext, input: z.output<typeof CreateOrganisationRequestSchema>, client: Client) {
  await enforceRateLimit(context.db, context.clock, rateLimits.registerPerClient, client.address);
  const passwordHash = await hashPassword(input.adminPassword);
  let admin;
  try {
    admin = await context.db.transaction(async (tx) => {
      const [sameName] = await tx
        .select({ id: organisations.id })
        .from(organisations)
        .where(sql`lower(${organisations.name}) = ${input.organisationName.toLowerCase()}`);
      if (sameName) throw new AppError('conflict', authMessages.organisationNameTaken);
      if (await findUserByEmail(tx, input.adminEmail)) throw new AppError('conflict', authMessages.emailTaken);

      const [organisation] = await tx
        .insert(organisations)
        .values({ name: input.organisationName, settings: defaultOrganisationSettings, defaultDomains: [...DEFAULT_DOMAINS] })
        .returning();
      if (!organisation) throw new Error('organisation insert returned nothing');
      const [user] = await tx
        .insert(users)
        .values({
          organisationId: organisation.id,
          email: input.adminEmail,
          passwordHash,
          firstName: input.adminFirstName,
          lastName: input.adminLastName,
          role: 'organisation_admin',
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
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
  const session = await startSession(context.db, context.clock, admin.id, client.userAgent);
  return { user: admin, session };
}
