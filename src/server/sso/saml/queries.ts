import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { ssoSamlAssertions } from '#server/db/schema.ts';

/**
 * Records that the assertion signed someone in; false when it already had. The primary key
 * decides between two processes receiving the same assertion at once: one insert wins.
 */
export async function recordAssertion(db: Database, organisationId: string, assertionId: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(ssoSamlAssertions)
    .values({ organisationId, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ assertionId: ssoSamlAssertions.assertionId });
  return rows.length > 0;
}

/** Assertions past their expiry can no longer pass the time checks: their IDs need not be kept. */
export async function forgetExpiredAssertions(db: Database, organisationId: string, now: Date): Promise<void> {
  await db.delete(ssoSamlAssertions).where(and(eq(ssoSamlAssertions.organisationId, organisationId), lt(ssoSamlAssertions.expiresAt, now)));
}
