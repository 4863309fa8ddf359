import { and, desc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { knownDevices, users } from '#server/db/schema.ts';
import type { Clock } from '#server/clock.ts';
import { cookieName } from '#server/auth/cookie-name.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser
 * someone has signed in with keeps a random token, stored hashed, that spares it the ceiling
 * per account on wrong passwords (sign-in-backoff.ts). A stranger guessing from anywhere spends
 * that ceiling, but not the person's own browsers. The token grants nothing else: the password,
 * and the code, are still asked.
 */
const DEVICE_COOKIE = 'culturelens_device';
/** The longest browsers keep a cookie (400 days), so it spans the months between surveys; every sign-in renews it. */
export const KNOWN_DEVICE_MS = 400 * 24 * 60 * 60_000;
/** Browsers remembered per person: the newest are kept, so the table cannot grow without end. */
const DEVICES_PER_PERSON = 20;

const nameFor = (context: ServerContext) => cookieName(DEVICE_COOKIE, context.publicUrl);

/** The device token the request's browser holds, if any. */
export function deviceTokenOf(request: FastifyRequest, context: ServerContext): string | undefined {
  return request.cookies[nameFor(context)];
}

export function setDeviceCookie(reply: FastifyReply, context: ServerContext, device: { token: string; expiresAt: Date }): void {
  reply.setCookie(nameFor(context), device.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: context.secureCookies,
    path: '/',
    expires: device.expiresAt,
  });
}

/** Whether `token` belongs to a browser that has signed in to the account of `email`, not too long ago. */
export async function isKnownDevice(db: Database, clock: Clock, token: string | undefined, email: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(knownDevices.tokenHash, hashToken(token)),
        gt(knownDevices.expiresAt, clock.now()),
        sql`lower(${users.email}) = lower(${email.trim()})`,
      ),
    );
  return row !== undefined;
}

/**
 * After a sign-in is complete (the password, and the code when the person has one): the browser
 * is remembered for this person, under the token it already had for them, or a new one.
 */
export async function rememberDevice(
  db: Database,
  clock: Clock,
  userId: string,
  previous: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_MS);
  if (previous) {
    const renewed = await db
      .update(knownDevices)
      .set({ expiresAt })
      .where(and(eq(knownDevices.tokenHash, hashToken(previous)), eq(knownDevices.userId, userId)))
      .returning({ tokenHash: knownDevices.tokenHash });
    if (renewed.length > 0) return { token: previous, expiresAt };
  }
  // A browser shared by two people holds the newest one's token.
  const token = generateToken();
  await db.insert(knownDevices).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  const newest = db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(desc(knownDevices.expiresAt))
    .limit(DEVICES_PER_PERSON);
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), notInArray(knownDevices.tokenHash, newest)));
  return { token, expiresAt };
}

/** Housekeeping: browsers not signed in with for longer than a device is remembered. */
export async function purgeExpiredKnownDevices(db: Database, clock: Clock): Promise<void> {
  await db.delete(knownDevices).where(lt(knownDevices.expiresAt, clock.now()));
}
