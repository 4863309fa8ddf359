import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { organisationRequests } from '#server/db/schema.ts';

// Requests belong to no organisation yet: every statement is keyed by the token's hash (or the
// address, once it has an account), never by anything else the client sends.

export async function insertOrganisationRequest(db: Database, request: typeof organisationRequests.$inferInsert): Promise<void> {
  await db.insert(organisationRequests).values(request);
}

/** The request a link was made for, while it has not expired. */
export async function findOrganisationRequest(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(organisationRequests)
    .where(and(eq(organisationRequests.tokenHash, tokenHash), gt(organisationRequests.expiresAt, now)));
  return row;
}

/** Takes the request for good: true only for the one transaction that removed it. */
export async function takeOrganisationRequest(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(organisationRequests)
    .where(and(eq(organisationRequests.tokenHash, tokenHash), gt(organisationRequests.expiresAt, now)))
    .returning({ tokenHash: organisationRequests.tokenHash });
  return rows.length > 0;
}

/** Once the address has an account, its other requests could never be used: they go. */
export async function deleteOrganisationRequestsFor(db: Database, email: string): Promise<void> {
  await db.delete(organisationRequests).where(sql`lower(${organisationRequests.email}) = ${email.toLowerCase()}`);
}

/** Housekeeping: requests nobody completed within their day. */
export async function deleteExpiredOrganisationRequests(db: Database, now: Date): Promise<void> {
  await db.delete(organisationRequests).where(lt(organisationRequests.expiresAt, now));
}
