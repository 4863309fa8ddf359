import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { parseRows } from '#server/db/rows.ts';
import { emailDomainRequests, organisations, users, type StoredOrganisationSettings } from '#server/db/schema.ts';
import { ADVISORY_LOCKS } from '#server/db/advisory-locks.ts';

/** Another organisation already called `name` (any case), apart from `exceptId`. */
export async function organisationNamed(db: Database, name: string, exceptId?: string) {
  const [organisation] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(sql`lower(${organisations.name}) = ${name.toLowerCase()}`, exceptId ? ne(organisations.id, exceptId) : undefined));
  return organisation;
}

export async function insertOrganisation(db: Database, values: typeof organisations.$inferInsert) {
  const [organisation] = await db.insert(organisations).values(values).returning();
  if (!organisation) throw new Error('organisation insert returned nothing');
  return organisation;
}

/** The organisation, its row locked until the transaction ends: two changes at once must not drop each other's. */
export async function lockOrganisation(db: Database, organisationId: string) {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
  return organisation;
}

export async function updateSettings(db: Database, organisationId: string, settings: StoredOrganisationSettings, now: Date) {
  const [organisation] = await db
    .update(organisations)
    .set({ settings, updatedAt: now })
    .where(eq(organisations.id, organisationId))
    .returning();
  return organisation;
}

/** What the setup wizard sets: the name, the chosen categories and the default domains. */
export async function updateSetup(
  db: Database,
  organisationId: string,
  setup: Pick<typeof organisations.$inferInsert, 'name' | 'selectedCategories' | 'defaultDomains'>,
  now: Date,
) {
  const [organisation] = await db
    .update(organisations)
    .set({ ...setup, updatedAt: now })
    .where(eq(organisations.id, organisationId))
    .returning();
  return organisation;
}

// Every transaction that gives an organisation a domain takes this lock first, so two
// organisations cannot both check "nobody holds it" and then both take it.
const EMAIL_DOMAIN_CLAIMS_LOCK = ADVISORY_LOCKS.emailDomainClaims;

export async function lockEmailDomainClaims(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_DOMAIN_CLAIMS_LOCK})`);
}

/**
 * The domains among `domains` that another organisation allows, has been approved for or
 * serves by single sign-on, compared case-insensitively (older rows may hold other spellings). Call under the lock.
 */
export async function domainsHeldElsewhere(tx: Database, organisationId: string, domains: readonly string[]): Promise<string[]> {
  if (domains.length === 0) return [];
  const wanted = sql.join(
    domains.map((domain) => sql`${domain.toLowerCase()}`),
    sql`, `,
  );
  const rows = await tx.execute(sql`
    select distinct lower(held.domain) as domain
    from organisations o
    cross join lateral jsonb_array_elements_text(
      coalesce(o.settings -> 'allowedEmailDomains', '[]'::jsonb) || coalesce(o.settings -> 'approvedEmailDomains', '[]'::jsonb)
    ) as held(domain)
    where o.id <> ${organisationId} and lower(held.domain) in (${wanted})
    union
    select distinct served.domain
    from sso_configurations c
    cross join lateral unnest(c.email_domains) as served(domain)
    where c.organisation_id <> ${organisationId} and served.domain in (${wanted})`);
  return parseRows(rows, z.object({ domain: z.string() })).map((row) => row.domain);
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

/** Whether the person's organisation is suspended by the platform administrator (decision 0034). */
export async function organisationIsSuspended(db: Database, user: { organisationId: string | null }): Promise<boolean> {
  if (!user.organisationId) return false;
  const [row] = await db
    .select({ suspendedAt: organisations.suspendedAt })
    .from(organisations)
    .where(eq(organisations.id, user.organisationId));
  return row?.suspendedAt != null;
}

/** The read-only demo organisation (the first made, should there ever be two). */
export async function findDemoOrganisation(db: Database) {
  const [organisation] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.isDemo, true))
    .orderBy(asc(organisations.createdAt))
    .limit(1);
  return organisation;
}

// E-mail domains an organisation asked the platform administrator to approve (decision 0034).

const requestColumns = {
  id: emailDomainRequests.id,
  domain: emailDomainRequests.domain,
  status: emailDomainRequests.status,
  requestedAt: emailDomainRequests.requestedAt,
  decidedAt: emailDomainRequests.decidedAt,
  refusalReason: emailDomainRequests.refusalReason,
};

/** Asks for the domain; an open request for it is kept as it is (the partial unique index decides). */
export async function insertEmailDomainRequest(
  db: Database,
  organisationId: string,
  domain: string,
  requestedBy: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(emailDomainRequests)
    .values({ organisationId, domain, requestedBy, requestedAt: now })
    .onConflictDoNothing()
    .returning({ id: emailDomainRequests.id });
  return inserted.length > 0;
}

/** The organisation's requests, newest first. */
export async function listEmailDomainRequests(db: Database, organisationId: string, limit: number) {
  return db
    .select(requestColumns)
    .from(emailDomainRequests)
    .where(eq(emailDomainRequests.organisationId, organisationId))
    .orderBy(desc(emailDomainRequests.requestedAt), emailDomainRequests.id)
    .limit(limit);
}

/** Every organisation's open requests, oldest first, with who asked: the platform administrator's queue. */
export async function listPendingEmailDomainRequests(db: Database, limit: number) {
  return db
    .select({
      ...requestColumns,
      organisationId: emailDomainRequests.organisationId,
      organisationName: organisations.name,
      requestedByEmail: users.email,
    })
    .from(emailDomainRequests)
    .innerJoin(organisations, eq(organisations.id, emailDomainRequests.organisationId))
    .leftJoin(users, and(eq(users.id, emailDomainRequests.requestedBy), eq(users.organisationId, emailDomainRequests.organisationId)))
    .where(eq(emailDomainRequests.status, 'pending'))
    .orderBy(asc(emailDomainRequests.requestedAt), emailDomainRequests.id)
    .limit(limit);
}

/** One request of any organisation, locked: a request is decided once. */
export async function lockEmailDomainRequest(db: Database, requestId: string) {
  const [row] = await db.select().from(emailDomainRequests).where(eq(emailDomainRequests.id, requestId)).for('update');
  return row;
}

export async function decideEmailDomainRequests(
  db: Database,
  organisationId: string,
  domain: string,
  decision: { status: 'approved' | 'refused'; decidedBy: string; decidedAt: Date; refusalReason: string | null },
) {
  await db
    .update(emailDomainRequests)
    .set(decision)
    .where(
      and(
        eq(emailDomainRequests.organisationId, organisationId),
        eq(emailDomainRequests.domain, domain),
        eq(emailDomainRequests.status, 'pending'),
      ),
    );
}
