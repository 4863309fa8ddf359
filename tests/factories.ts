import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE, startSession } from '#server/auth/sessions.ts';
import { systemClock, type Clock } from '#server/clock.ts';
import type { Database } from '#server/db/client.ts';
import { organisations, users } from '#server/db/schema.ts';

type OrganisationRow = typeof organisations.$inferSelect;
type UserRow = typeof users.$inferSelect;

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${sequence}-${randomUUID().slice(0, 8)}`;
};

/** Inserts a real organisation row; every field can be overridden. */
export async function createOrganisation(
  db: Database,
  overrides: Partial<typeof organisations.$inferInsert> = {},
): Promise<OrganisationRow> {
  const [row] = await db
    .insert(organisations)
    .values({ name: `Organisation ${next()}`, ...overrides })
    .returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

/** Inserts a real user row (no password unless given); every field can be overridden. */
export async function createUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const id = next();
  const [row] = await db
    .insert(users)
    .values({ email: `person-${id}@example.test`, firstName: 'Test', lastName: `Person ${id}`, ...overrides })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/**
 * A live session for the person, inserted directly (no password, no sign-in, no rate limit),
 * as the Cookie header value. Also the only way to a session for someone who may not sign in.
 */
export async function createSessionCookie(db: Database, userId: string, clock: Clock = systemClock): Promise<string> {
  const { token } = await startSession(db, clock, userId, 'test factory');
  return `${SESSION_COOKIE}=${token}`;
}
