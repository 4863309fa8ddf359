import { randomUUID } from 'node:crypto';
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
export async function createOrganisation(db: Database, overrides: Partial<typeof organisations.$inferInsert> = {}): Promise<OrganisationRow> {
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
