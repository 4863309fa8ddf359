import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { organisations, secondFactors, sessions, users } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import { generateToken, hashToken } from './tokens.ts';

/** The session cookie's bare name; over HTTPS it is `__Host-` prefixed: read `context.sessionCookie`. */
export const SESSION_COOKIE = 'culturelens_session';
/** Signed out after 30 minutes without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
/** …and after 12 hours in any case: one working day, then sign in again. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
// Sliding the idle timeout on every request would write on every read; once a minute is enough.
const LAST_SEEN_RESOLUTION_MS = 60_000;

export type SessionUserRow = typeof users.$inferSelect;

/**
 * The person behind a live session, whether they belong to the read-only demo organisation,
 * whether they have a confirmed second factor, and whether their organisation requires one of
 * everyone (administrators must have one in any case: see route-policy.ts).
 */
export type SessionUser = { user: SessionUserRow; inDemoOrganisation: boolean; hasSecondFactor: boolean; organisationRequiresTwoStep: boolean };

// Read in the session's own statement, so the rule costs no extra query per request; rows
// written before the setting existed have no key, which means off.
const requiresTwoStepForEveryone = sql<boolean>`coalesce((${organisations.settings} ->> 'requireTwoStepForEveryone')::boolean, false)`;

export async function startSession(db: Database, clock: Clock, userId: string, userAgent: string | undefined) {
  const token = generateToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The session lookup runs on every signed-in request: prepared once per database (a named
 * statement on PostgreSQL), so neither the query builder nor the server re-plans it each time.
 */
function prepareSessionLookup(db: Database) {
  return db
    .select({
      user: users,
      lastSeenAt: sessions.lastSeenAt,
      isDemo: organisations.isDemo,
      factorConfirmedAt: secondFactors.confirmedAt,
      requiresTwoStepForEveryone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        eq(users.isActive, true),
      ),
    )
    .prepare('session_user');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/** The signed-in user behind a cookie token, if the session is live; slides the idle timeout. */
export async function findSessionUser(db: Database, clock: Clock, token: string): Promise<SessionUser | null> {
  const now = clock.now();
  const tokenHash = hashToken(token);
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: now.toISOString(), idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString() });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    user: row.user,
    inDemoOrganisation: row.isDemo === true,
    hasSecondFactor: row.factorConfirmedAt !== null,
    organisationRequiresTwoStep: row.requiresTwoStepForEveryone === true,
  };
}

export async function endSession(db: Database, clock: Clock, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Signs a person out everywhere (after a password reset). */
export async function endAllSessions(db: Database, clock: Clock, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
