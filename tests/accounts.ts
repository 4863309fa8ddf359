import type { PersonAttributes } from '#domain/person-attributes.ts';
import { eq } from 'drizzle-orm';
import { mustUseTwoStepSignIn } from '#domain/permissions.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { seal } from '#server/crypto/aead.ts';
import { secondFactors, users } from '#server/db/schema.ts';
import type { Database } from '#server/db/client.ts';
import { deriveKey } from '#server/secrets.ts';
import { codeAt, generateTotpSecret } from '#server/two-step/totp.ts';
import { createOrganisation, createUser } from './factories.ts';
import { sessionCookieFrom, testSecrets, type TestServer } from './http.ts';

export const GOOD_PASSWORD = 'correct horse battery';

/** Authenticator secrets of the people the factories enrolled, by lower-case address: the tests' phone. */
const authenticatorSecrets = new Map<string, string>();

/** The secret of someone the factories enrolled (or `rememberAuthenticator` was told of). */
export function authenticatorSecretOf(email: string): string | undefined {
  return authenticatorSecrets.get(email.toLowerCase());
}

export function rememberAuthenticator(email: string, secret: string): void {
  authenticatorSecrets.set(email.toLowerCase(), secret);
}

/**
 * Enrols a confirmed second factor directly in the database, sealed as the service seals it
 * (under the test secrets), and remembers its secret for `signInAs`.
 */
export async function enrolSecondFactor(db: Database, user: { id: string; email: string }): Promise<string> {
  const secret = generateTotpSecret();
  const sealedSecret = seal(deriveKey(testSecrets, 'second-factor'), secret, `second-factor:${user.id}`);
  await db.insert(secondFactors).values({ userId: user.id, sealedSecret, confirmedAt: new Date() });
  rememberAuthenticator(user.email, secret);
  return secret;
}

/**
 * Every person the factories make has the same password, so its hash is made once per test
 * process and shared: argon2id with the production parameters costs about 10 ms of CPU and
 * the tests make thousands of people. Each sign-in still verifies it with those parameters,
 * and the routes that set a password (registration, reset, change) hash with them.
 */
let goodPasswordHash: Promise<string> | undefined;
const hashOfGoodPassword = () => (goodPasswordHash ??= hashPassword(GOOD_PASSWORD));

/**
 * A verified person with a password, in a new organisation unless one is given. Administrators
 * get a second factor, as they must have one to reach anything (`twoStep: false` leaves it out).
 */
export async function createMember(
  db: Database,
  options: {
    role?: 'employee' | 'manager' | 'organisation_admin' | 'platform_admin';
    organisationId?: string | null;
    email?: string;
    verified?: boolean;
    twoStep?: boolean;
  } = {},
) {
  const organisationId = options.organisationId === undefined ? (await createOrganisation(db)).id : options.organisationId;
  const role = options.role ?? 'employee';
  const user = await createUser(db, {
    organisationId,
    role,
    passwordHash: await hashOfGoodPassword(),
    emailVerifiedAt: options.verified === false ? null : new Date(),
    ...(options.email ? { email: options.email } : {}),
  });
  if (options.twoStep ?? mustUseTwoStepSignIn({ role }, { requiresTwoStepForEveryone: false })) await enrolSecondFactor(db, user);
  return user;
}

/**
 * Signs in through the API and returns the Cookie header value of the new session. For
 * someone with a second factor it answers the code step too, with a code of the server's
 * clock. The last used time step is forgotten first, so that a test may sign the same person
 * in several times within one 30-second step; the product itself never forgets it.
 */
export async function signInAs(server: TestServer, email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await server.request('/api/session', { method: 'POST', body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  const body = (await response.clone().json()) as { secondStepRequired?: boolean };
  if (!body.secondStepRequired) return sessionCookieFrom(response);
  const secret = authenticatorSecretOf(email);
  if (!secret) throw new Error(`${email} has a second factor the tests do not know`);
  await allowCodeReuse(server.app.context.db, email);
  const pending = pendingSignInCookieFrom(response);
  const code = codeAt(secret, server.app.context.clock.now());
  const second = await server.request('/api/session/second-step', { method: 'POST', body: { code }, cookie: pending });
  if (second.status !== 200) throw new Error(`second sign-in step failed with ${second.status}: ${await second.text()}`);
  return sessionCookieFrom(second);
}

/** The pending sign-in cookie a response set, as a Cookie header value. */
export function pendingSignInCookieFrom(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => /^(__Host-)?culturelens_pending_sign_in=/.test(value));
  if (!cookie) throw new Error('the response set no pending sign-in cookie');
  return cookie.split(';')[0] ?? '';
}

async function allowCodeReuse(db: Database, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (user) await db.update(secondFactors).set({ lastUsedStep: null }).where(eq(secondFactors.userId, user.id));
}

/** A verified member who has consented, ready to answer assessments. */
export async function createRespondent(
  db: Database,
  organisationId: string,
  options: { managerId?: string | null; role?: 'employee' | 'manager'; attributes?: PersonAttributes } = {},
) {
  const person = await createMember(db, { organisationId, role: options.role ?? 'employee' });
  const [updated] = await db
    .update(users)
    .set({
      consentedAt: new Date(),
      consentVersion: 'alpha-v1',
      managerId: options.managerId ?? null,
      attributes: options.attributes ?? {},
    })
    .where(eq(users.id, person.id))
    .returning();
  if (!updated) throw new Error('respondent update returned nothing');
  return updated;
}
