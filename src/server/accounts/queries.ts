import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { organisations, users } from '#server/db/schema.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export async function findOrganisationById(db: Database, organisationId: string) {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
  return organisation;
}

/** Whether the person belongs to the read-only demo organisation, whose people never sign in or get account mail. */
export async function belongsToDemo(db: Database, user: { organisationId: string | null }): Promise<boolean> {
  if (!user.organisationId) return false;
  const [row] = await db.select({ isDemo: organisations.isDemo }).from(organisations).where(eq(organisations.id, user.organisationId));
  return row?.isDemo === true;
}

/** The organisation a self-registering person joins: self-registration on and their e-mail domain allowed (never the demo). */
export async function findSelfRegistrationOrganisation(db: Database, emailDomain: string) {
  const [organisation] = await db
    .select()
    .from(organisations)
    .where(
      sql`not ${organisations.isDemo}
          and (${organisations.settings} ->> 'allowSelfRegistration')::boolean
          and ${organisations.settings} -> 'allowedEmailDomains' @> ${JSON.stringify([emailDomain.toLowerCase()])}::jsonb`,
    )
    .orderBy(organisations.createdAt)
    .limit(1);
  return organisation;
}
