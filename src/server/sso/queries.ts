import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { ssoConfigurations, ssoPendingSignIns, users } from '#server/db/schema.ts';

export type SsoConfigurationRow = typeof ssoConfigurations.$inferSelect;

export async function findSsoConfiguration(db: Database, organisationId: string): Promise<SsoConfigurationRow | undefined> {
  const [row] = await db.select().from(ssoConfigurations).where(eq(ssoConfigurations.organisationId, organisationId));
  return row;
}

/** The configuration that serves an e-mail domain (lower case): at most one, by the claims lock. */
export async function findSsoConfigurationByDomain(db: Database, domain: string): Promise<SsoConfigurationRow | undefined> {
  const [row] = await db
    .select()
    .from(ssoConfigurations)
    .where(sql`${domain} = any(${ssoConfigurations.emailDomains})`)
    .limit(1);
  return row;
}

export async function upsertSsoConfiguration(db: Database, values: typeof ssoConfigurations.$inferInsert): Promise<SsoConfigurationRow> {
  const { organisationId: _, createdAt: __, ...changes } = values;
  const [row] = await db
    .insert(ssoConfigurations)
    .values(values)
    .onConflictDoUpdate({ target: ssoConfigurations.organisationId, set: changes })
    .returning();
  if (!row) throw new Error('sso configuration upsert returned nothing');
  return row;
}

export async function deleteSsoConfiguration(db: Database, organisationId: string): Promise<boolean> {
  const rows = await db
    .delete(ssoConfigurations)
    .where(eq(ssoConfigurations.organisationId, organisationId))
    .returning({ id: ssoConfigurations.organisationId });
  return rows.length > 0;
}

/** The organisation's active administrators with a password: who may be the break-glass administrator. */
export async function passwordAdministrators(db: Database, organisationId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        eq(users.role, 'organisation_admin'),
        eq(users.isActive, true),
        sql`${users.passwordHash} is not null`,
      ),
    )
    .orderBy(users.email);
}

export async function insertPendingSsoSignIn(db: Database, values: typeof ssoPendingSignIns.$inferInsert): Promise<void> {
  // Abandoned attempts go as new ones start: the table holds only the last ten minutes'.
  await db.delete(ssoPendingSignIns).where(lt(ssoPendingSignIns.expiresAt, values.createdAt ?? new Date()));
  await db.insert(ssoPendingSignIns).values(values);
}

/** Takes the pending sign-in once: a second answer with the same cookie finds nothing. */
export async function takePendingSsoSignIn(db: Database, organisationId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .delete(ssoPendingSignIns)
    .where(and(eq(ssoPendingSignIns.organisationId, organisationId), eq(ssoPendingSignIns.tokenHash, tokenHash)))
    .returning();
  return row && row.expiresAt > now ? row : undefined;
}

/** The provider confirmed the address: the account's is verified from now on. */
export async function markVerifiedBySso(db: Database, userId: string, now: Date) {
  const [user] = await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}
