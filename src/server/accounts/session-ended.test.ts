import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { createMember } from '#tests/accounts.ts';
import { createTestClock } from '#tests/clock.ts';
import { testEngine } from '#tests/db.ts';
import { createSessionCookie } from '#tests/factories.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { SESSION_IDLE_TIMEOUT_MS } from '#server/auth/sessions.ts';
import { organisations, users } from '#server/db/schema.ts';

const clock = createTestClock();

// Someone reloading /dashboard after their session ended saw the demo company's results as if
// they had never signed in: the session read now says why it ended.
describe(`why a session ended, on ${testEngine}`, () => {
  const { database, server } = useTestServer({ clock });
  beforeEach(async () => {
    clock.set(new Date());
  });

  const session = async (cookie?: string) => {
    const response = await server.request('/api/session', cookie ? { cookie } : {});
    expect(response.status).toBe(200);
    return SessionResponseSchema.parse(await response.json());
  };

  it('says signed out after "sign out everywhere" from another browser', async () => {
    const member = await createMember(database.db);
    const here = await createSessionCookie(database.db, member.id, clock);
    const elsewhere = await createSessionCookie(database.db, member.id, clock);
    expect((await session(here)).user?.id).toBe(member.id);
    expect((await server.request('/api/account/sessions', { method: 'DELETE', cookie: elsewhere })).status).toBe(200);
    expect(await session(here)).toEqual({ user: null, organisation: null, ended: 'signed_out' });
  });

  it('says signed out when the account can no longer sign in', async () => {
    const member = await createMember(database.db);
    const cookie = await createSessionCookie(database.db, member.id, clock);
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect((await session(cookie)).ended).toBe('signed_out');
  });

  it('says the organisation is suspended, and nothing more once it is reinstated and the session is live again', async () => {
    const member = await createMember(database.db);
    const cookie = await createSessionCookie(database.db, member.id, clock);
    const organisationId = member.organisationId ?? '';
    await database.db
      .update(organisations)
      .set({ suspendedAt: clock.now(), suspensionReason: 'Unpaid invoices' })
      .where(eq(organisations.id, organisationId));
    const suspended = await session(cookie);
    expect(suspended).toEqual({ user: null, organisation: null, ended: 'organisation_suspended' });
    // Nothing about the organisation beyond that it is suspended: not its name, not the reason.
    expect(JSON.stringify(suspended)).not.toContain('Unpaid');
    await database.db.update(organisations).set({ suspendedAt: null, suspensionReason: null }).where(eq(organisations.id, organisationId));
    expect((await session(cookie)).user?.id).toBe(member.id);
  });

  it('says expired after the idle timeout', async () => {
    const member = await createMember(database.db);
    const cookie = await createSessionCookie(database.db, member.id, clock);
    clock.advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    expect((await session(cookie)).ended).toBe('expired');
  });

  it('says nothing to a visitor without a session cookie, or with one of no session', async () => {
    expect(await session()).toEqual({ user: null, organisation: null });
    expect(await session('culturelens_session=not-a-token-we-issued')).toEqual({ user: null, organisation: null });
  });
});
