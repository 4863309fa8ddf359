import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

/** Stamps the member's consent to a version of the text; the updated row, or undefined when not a member. */
export async function recordConsent(db: Database, organisationId: string, userId: string, consent: { consentedAt: Date; consentVersion: string }) {
  const [updated] = await db
    .update(users)
    .set({ ...consent, updatedAt: consent.consentedAt })
    .where(and(eq(users.organisationId, organisationId), eq(users.id, userId)))
    .returning();
  return updated;
}
