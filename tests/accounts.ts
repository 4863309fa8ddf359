import { eq } from 'drizzle-orm';
import { hashPassword } from '#server/auth/passwords.ts';
import { users } from '#server/db/schema.ts';
import type { Database } from '#server/db/client.ts';
import { createOrganisation, createUser } from './factories.ts';
import { sessionCookieFrom, type TestServer } from './http.ts';

export const GOOD_PASSWORD = 'correct horse battery';

/** A verified person with a password, in a new organisation unless one is given. */
export async function createMember(
  db: Database,
  options: { role?: 'employee' | 'manager' | 'organisation_admin' | 'platform_admin'; organisationId?: string | null; email?: string; verified?: boolean } = {},
) {
  const organisationId = options.organisationId === undefined ? (await createOrganisation(db)).id : options.organisationId;
  return createUser(db, {
    organisationId,
    role: options.role ?? 'employee',
    passwordHash: await hashPassword(GOOD_PASSWORD),
    emailVerifiedAt: options.verified === false ? null : new Date(),
    ...(options.email ? { email: options.email } : {}),
  });
}

/** Signs in through the API and returns the Cookie header value of the new session. */
export async function signInAs(server: TestServer, email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await server.request('/api/session', { method: 'POST', body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  return sessionCookieFrom(response);
}

/** A verified member who has consented, ready to answer assessments. */
export async function createRespondent(db: Database, organisationId: string, options: { managerId?: string | null; role?: 'employee' | 'manager' } = {}) {
  const person = await createMember(db, { organisationId, role: options.role ?? 'employee' });
  const [updated] = await db
    .update(users)
    .set({ consentedAt: new Date(), consentVersion: 'alpha-v1', managerId: options.managerId ?? null })
    .where(eq(users.id, person.id))
    .returning();
  if (!updated) throw new Error('respondent update returned nothing');
  return updated;
}
