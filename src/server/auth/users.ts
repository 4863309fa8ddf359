import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

// Who people are: the account rows every module that deals with people reads (accounts,
// organisations, invitations, two-step, the platform), kept on the shared platform so that
// those modules need not import each other for them.

export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function findUserById(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** A new person; the unique index on the lower-case address refuses a second account for it. */
export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/**
 * Makes an account without an organisation the administrator of a new one. Undefined when the
 * account has an organisation by now (a second request won the race): the caller refuses then.
 */
export async function makeAdministratorOfNewOrganisation(db: Database, userId: string, organisationId: string, now: Date) {
  const [user] = await db
    .update(users)
    .set({ organisationId, role: 'organisation_admin', managerId: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.organisationId)))
    .returning();
  return user;
}
