import { and, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { organisations, passkeys, secondFactors, sessions, users, type SessionScope } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import type { SessionEndReason } from '#domain/api/accounts.ts';
import { generateToken, hashToken } from './tokens.ts';

/** The session cookie's bare name; over HTTPS it is `__Host-` prefixed: read `context.sessionCookie`. */
export const SESSION_COOKIE = 'culturelens_session';
/** Signed out after 30 minutes without a request… */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
/** …and after 12 hours in any case: one working day, then sign in again. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
// Sliding the idle timeout on every request would write on every read; once a minute is enough.
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export type SessionUserRow = typeof users.$inferSelect;

/**
 * The person behind a live session, whether they belong to the read-only demo organisation,
 * whether they have a confirmed second factor, and whether their organisation requires one of
 * everyone (administrators must have one in any case: see route-policy.ts).
 */
export type SessionUser = {
  user: SessionUserRow;
  inDemoOrganisation: boolean;
  hasSecondFactor: boolean;
  organisationRequiresTwoStep: boolean;
  /** Begun by single sign-on whose provider asserted multi-factor authentication: counts as two-step sign-in (decision 0054). */
  providerMultiFactor: boolean;
  /** When the session was last seen, after this lookup slid it (or not). */
  lastSeenAt: Date;
  /** 'answering': begun from an e-mailed answer link, admitted only to the routes that answer (decision 0056). */
  scope: SessionScope;
  /** The one exit survey a deactivated person's answering session may reach (decision 0066); null otherwise. */
  exitAssessmentId: string | null;
};

// Read in the session's own statement, so the rule costs no extra query per request; rows
// written before the setting existed have no key, which means off.
const requiresTwoStepForEveryone = sql<boolean>`coalesce((${organisations.settings} ->> 'requireTwoStepForEveryone')::boolean, false)`;

export async function startSession(
  db: Database,
  clock: Clock,
  userId: string,
  userAgent: string | undefined,
  options: { providerMultiFactor?: boolean; scope?: SessionScope; exitAssessmentId?: string } = {},
) {
  const token = generateToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    // An answering session (an e-mailed link) proved nothing about the person: it confirms nothing.
    confirmedAt: (options.scope ?? 'full') === 'full' ? now : null,
    userAgent: userAgent?.slice(0, 300) ?? null,
    providerMultiFactor: options.providerMultiFactor === true,
    scope: options.scope ?? 'full',
    exitAssessmentId: options.exitAssessmentId ?? null,
  });
  return { token, expiresAt };
}

/** A passkey is a second factor as the app is (decision 0057). */
const hasPasskey = sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`;

/** What every session lookup reads: the user, when the session was last seen, and the two-step facts. */
export const sessionColumns = {
  user: users,
  lastSeenAt: sessions.lastSeenAt,
  isDemo: organisations.isDemo,
  factorConfirmedAt: secondFactors.confirmedAt,
  hasPasskey,
  requiresTwoStepForEveryone,
  providerMultiFactor: sessions.providerMultiFactor,
  scope: sessions.scope,
  exitAssessmentId: sessions.exitAssessmentId,
};

/**
 * A live session: not revoked, not past its absolute or idle timeout, of an active user of an
 * organisation that is not suspended (or of none: the organisation is left-joined). Reads
 * the placeholders `tokenHash`, `now` and `idleSince` (see `sessionLookupValues`). Every lookup
 * of a session, including those that read more in the same statement, uses this condition.
 */
export const liveSession = () =>
  and(
    eq(sessions.tokenHash, sql.placeholder('tokenHash')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
    gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
    // A deactivated person's session is live only when bound to the exit survey they were sent
    // (decision 0066); the route policy then admits it to that survey's answering routes alone.
    or(eq(users.isActive, true), isNotNull(sessions.exitAssessmentId)),
    // A suspended organisation's people have no live session, whichever way it began (decision 0034).
    isNull(organisations.suspendedAt),
  );

/** The moment and token hash of one lookup, and its placeholders' values for `liveSession()`. */
export function sessionLookupValues(clock: Clock, token: string) {
  const now = clock.now();
  const tokenHash = hashToken(token);
  return {
    now,
    tokenHash,
    values: { tokenHash, now: now.toISOString(), idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS).toISOString() },
  };
}

/**
 * The session lookup runs on every signed-in request: prepared once per database (a named
 * statement on PostgreSQL), so neither the query builder nor the server re-plans it each time.
 */
function prepareSessionLookup(db: Database) {
  return db
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .where(liveSession())
    .prepare('session_user');
}

const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/**
 * Whose each recently seen session is (a token hash's user never changes), so a route can read
 * its own rows of that person in the session's statement. Only a hint: the statement still
 * checks that the session is live and is that person's. Bounded; the oldest go first.
 */
const sessionOwners = new Map<string, string>();
const SESSION_OWNERS_KEPT = 20_000;

export function knownSessionOwner(tokenHash: string): string | undefined {
  return sessionOwners.get(tokenHash);
}

function rememberSessionOwner(tokenHash: string, userId: string): void {
  if (sessionOwners.has(tokenHash)) return;
  if (sessionOwners.size >= SESSION_OWNERS_KEPT) {
    const oldest = sessionOwners.keys().next();
    if (!oldest.done) sessionOwners.delete(oldest.value);
  }
  sessionOwners.set(tokenHash, userId);
}

type SessionRow = {
  user: SessionUserRow;
  lastSeenAt: Date;
  isDemo: boolean | null;
  factorConfirmedAt: Date | null;
  hasPasskey: boolean;
  requiresTwoStepForEveryone: boolean | null;
  providerMultiFactor: boolean;
  scope: SessionScope;
  exitAssessmentId: string | null;
};

/** The session user of a row read with `sessionColumns` under `liveSession()`; slides the idle timeout. */
export async function sessionUserOf(db: Database, lookup: { now: Date; tokenHash: string }, row: SessionRow): Promise<SessionUser> {
  rememberSessionOwner(lookup.tokenHash, row.user.id);
  let lastSeenAt = row.lastSeenAt;
  if (lookup.now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await slideSession(db, lookup.tokenHash, lookup.now);
    lastSeenAt = lookup.now;
  }
  return {
    lastSeenAt,
    user: row.user,
    inDemoOrganisation: row.isDemo === true,
    hasSecondFactor: row.factorConfirmedAt !== null || row.hasPasskey,
    organisationRequiresTwoStep: row.requiresTwoStepForEveryone === true,
    providerMultiFactor: row.providerMultiFactor,
    scope: row.scope,
    exitAssessmentId: row.exitAssessmentId,
  };
}

/** Slides a session's idle timeout: a statement of its own, never inside another write's transaction. */
export async function slideSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
}

/** The signed-in user behind a cookie token, if the session is live; slides the idle timeout. */
export async function findSessionUser(db: Database, clock: Clock, token: string): Promise<SessionUser | null> {
  const lookup = sessionLookupValues(clock, token);
  let prepared = sessionLookups.get(db);
  if (!prepared) {
    prepared = prepareSessionLookup(db);
    sessionLookups.set(db, prepared);
  }
  const [row] = await prepared.execute(lookup.values);
  return row ? sessionUserOf(db, lookup, row) : null;
}

/**
 * Why the session behind a cookie token is not live, for a page to say so instead of showing
 * the signed-out view; null when the token names no session (never issued, or long purged).
 * Only the holder of the token can ask, and they had signed in.
 */
export async function whySessionEnded(db: Database, clock: Clock, token: string): Promise<SessionEndReason | null> {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt, isActive: users.isActive, suspendedAt: organisations.suspendedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(sessions.tokenHash, sessionLookupValues(clock, token).tokenHash))
    .limit(1);
  if (!row) return null;
  if (row.suspendedAt !== null) return 'organisation_suspended';
  if (row.revokedAt !== null || !row.isActive) return 'signed_out';
  return 'expired';
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
