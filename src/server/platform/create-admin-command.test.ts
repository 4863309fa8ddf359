import { eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';
import { auditEvents, sessions, users } from '#server/db/schema.ts';
import { createMember } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { useCommandInstallation } from '#tests/operator-command.ts';
import { createSessionCookie, createUser } from '#tests/factories.ts';
import { sessionCookieFrom, startTestServer } from '#tests/http.ts';

/**
 * `npm run create-platform-admin` as an operator runs it: a separate process against the
 * database the server uses (DATA_DIR for the embedded one, DATABASE_URL for PostgreSQL).
 */
describe(`the command that makes a platform administrator, on ${testEngine}`, () => {
  const installation = useCommandInstallation('platform/create-admin-main.ts', {
    name: 'platform-admin',
    env: { PUBLIC_URL: 'https://culturelens.example' },
  });
  const { command, withDatabase } = installation;
  const accountOf = (email: string) =>
    withDatabase(
      async ({ db }) =>
        (
          await db
            .select()
            .from(users)
            .where(sql`lower(${users.email}) = ${email}`)
        )[0],
    );
  const tokenIn = (stdout: string) => /\/reset-password\?token=([\w-]+)/.exec(stdout)?.[1] ?? '';

  it('creates a platform administrator of no organisation, whose link sets a password and who must then add a second step', async () => {
    const created = await command('--email', 'Root@Example.com', '--name', 'Ada Lovelace');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created the platform administrator root@example.com (a member of no organisation).');
    expect(created.stdout).toMatch(/^ {2}https:\/\/culturelens\.example\/reset-password\?token=[\w-]+$/m);
    expect(await accountOf('root@example.com')).toMatchObject({
      role: 'platform_admin',
      organisationId: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      passwordHash: null,
    });

    // The printed link is the password reset's own: it sets the password once, and sign-in then asks for two steps.
    await withDatabase(async (handle) => {
      const server = await startTestServer(handle);
      try {
        const password = 'a long and unusual passphrase';
        const reset = (token: string) =>
          server.request('/api/accounts/reset-password', { method: 'POST', body: { token, password, confirmPassword: password } });
        const first = await reset(tokenIn(created.stdout));
        expect(first.status).toBe(200);
        expect((await reset(tokenIn(created.stdout))).status).toBe(400);
        const signIn = await server.request('/api/session', { method: 'POST', body: { email: 'root@example.com', password } });
        expect(signIn.status).toBe(200);
        const overview = await server.request('/api/platform/overview', { cookie: sessionCookieFrom(signIn) });
        expect(overview.status).toBe(403);
        expect(await overview.json()).toMatchObject({ error: { code: 'two_step_required' } });
      } finally {
        await server.close();
      }
    });
  }, 120_000);

  it('changes nothing when run again for the same address, and prints a new link', async () => {
    const again = await command('--email', 'root@example.com');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('root@example.com is already a platform administrator: nothing changed.');
    expect(tokenIn(again.stdout)).not.toBe('');
    const rows = await withDatabase(({ db }) => db.select().from(users).where(eq(users.role, 'platform_admin')));
    expect(rows.map((row) => [row.email, row.firstName])).toEqual([['root@example.com', 'Ada']]);
    const appointed = await withDatabase(({ db }) =>
      db.select().from(auditEvents).where(eq(auditEvents.action, 'PLATFORM_ADMIN_APPOINTED')),
    );
    expect(appointed.map((event) => [event.organisationId, event.details])).toEqual([[null, { outcome: 'created', via: 'command' }]]);
  }, 120_000);

  it('promotes an account of no organisation and ends its sessions; refuses a member of an organisation', async () => {
    const { loner, member } = await withDatabase(async ({ db }) => {
      const loner = await createUser(db, { organisationId: null, email: 'loner@example.com' });
      await createSessionCookie(db, loner.id);
      const member = await createMember(db, { role: 'organisation_admin', email: 'member@example.com' });
      return { loner, member };
    });
    const promoted = await command('--email', 'loner@example.com');
    expect(promoted).toMatchObject({ code: 0 });
    expect(promoted.stdout).toContain('loner@example.com is now a platform administrator; its sessions have ended.');
    expect(await accountOf('loner@example.com')).toMatchObject({ role: 'platform_admin', organisationId: null });
    const open = await withDatabase(({ db }) => db.select().from(sessions).where(isNull(sessions.revokedAt)));
    expect(open.filter((session) => session.userId === loner.id)).toEqual([]);

    const refused = await command('--email', 'member@example.com');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('No platform administrator was made: member@example.com belongs to an organisation.');
    expect(await accountOf('member@example.com')).toMatchObject({ role: 'organisation_admin', organisationId: member.organisationId });
  }, 120_000);

  it('refuses a bad address or argument, and says when the server holds the embedded database', async () => {
    const bad = await command('--email', 'not-an-address');
    expect(bad).toMatchObject({ code: 2, stderr: '"not-an-address" is not a valid e-mail address.\n' });
    expect(await command()).toMatchObject({ code: 2 });
    const unknown = await command('--email', 'a@example.com', '--password', 'secret');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run create-platform-admin');
    if (testEngine !== 'pglite') return;
    // As a running server does: the lock on the data folder, held by a live process (this one).
    const lock = acquireDataDirLock(installation.dataDir);
    try {
      const busy = await command('--email', 'later@example.com');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain(`CultureLens is running on ${installation.dataDir} (pid ${process.pid})`);
      expect(busy.stderr).toContain('Stop it and run this command again, or set PLATFORM_ADMIN_EMAIL and restart it.');
    } finally {
      lock.release();
    }
    expect(await accountOf('later@example.com')).toBeUndefined();
  }, 120_000);
});
