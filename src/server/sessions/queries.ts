import { createHash } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { SESSION_IDLE_TIMEOUT_MS } from '#server/auth/sessions.ts';

/**
 * The id a person sees for a session: a further one-way hash of the stored token hash, shaped
 * as a UUID. It is stable for the session's life and needs no column, and neither it nor
 * anything on the page can be turned back into the cookie or the stored hash.
 */
export function sessionIdOf(tokenHash: string): string {
  const bytes = createHash('sha256').update(`culturelens-session-id\n${tokenHash}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4 layout
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A person's organisation, or none: people who have not joined one yet have their own account too. */
export type OrganisationScope = string | null;

const inOrganisation = (organisationId: OrganisationScope) =>
  organisationId === null ? isNull(users.organisationId) : eq(users.organisationId, organisationId);

// Sessions carry no organisation of their own: they are the organisation's through their person.
const personOf = (organisationId: OrganisationScope, userId: string) =>
  inArray(sessions.userId, sql`(select ${users.id} from ${users} where ${users.id} = ${userId} and ${inOrganisation(organisationId)})`);

/** Sessions that would still let someone in: not ended, not expired, not idle past the timeout. */
const live = (now: Date) =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)));

export async function listLiveSessions(db: Database, organisationId: OrganisationScope, userId: string, now: Date) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(personOf(organisationId, userId), live(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends the given sessions of one person; returns how many were still open. */
export async function revokeSessions(
  db: Database,
  organisationId: OrganisationScope,
  userId: string,
  now: Date,
  tokenHashes: string[],
): Promise<number> {
  if (tokenHashes.length === 0) return 0;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(personOf(organisationId, userId), isNull(sessions.revokedAt), inArray(sessions.tokenHash, tokenHashes)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Ends every open session of one person, except `keepTokenHash` if given; returns how many. */
export async function revokeAllSessions(
  db: Database,
  organisationId: OrganisationScope,
  userId: string,
  now: Date,
  keepTokenHash?: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(personOf(organisationId, userId), isNull(sessions.revokedAt), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/** Sets a person's password hash, within their organisation (or among people of none). */
export async function updatePasswordHash(
  db: Database,
  organisationId: OrganisationScope,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(inOrganisation(organisationId), eq(users.id, userId)));
}

/**
 * The operator's "sign everybody out": every open session, or those of one organisation's
 * people. Not scoped to an organisation by design: it runs from the command line, outside any
 * tenant.
 */
export async function revokeEverySession(db: Database, now: Date, organisationId?: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(sessions.revokedAt),
        organisationId
          ? inArray(sessions.userId, sql`(select ${users.id} from ${users} where ${users.organisationId} = ${organisationId})`)
          : undefined,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}
