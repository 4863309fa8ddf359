import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { createMember } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { useCommandInstallation } from '#tests/operator-command.ts';
import { createSessionCookie } from '#tests/factories.ts';

/**
 * `npm run sessions:end-all` as an operator runs it: a separate process against a database it
 * finds the way the server does (DATA_DIR for the embedded one, DATABASE_URL for PostgreSQL).
 */
describe(`the operator command that ends sessions, on ${testEngine}`, () => {
  const { command, commandWith, withDatabase } = useCommandInstallation('sessions/end-all-main.ts', { name: 'end-sessions' });

  it("ends one organisation's sessions, then every session, and says how many", async () => {
    const { first, second } = await withDatabase(async ({ db }) => {
      const first = await createMember(db);
      const colleague = await createMember(db, { organisationId: first.organisationId });
      const second = await createMember(db);
      for (const person of [first, first, colleague, second]) await createSessionCookie(db, person.id);
      return { first, second };
    });

    const one = await command('--organisation', first.organisationId ?? '');
    expect(one).toMatchObject({ code: 0, stdout: `Ended 3 sessions of organisation ${first.organisationId}.\n` });
    const open = await withDatabase(({ db }) => db.select().from(sessions).where(isNull(sessions.revokedAt)));
    expect(open.map((session) => session.userId)).toEqual([second.id]);

    expect(await command()).toMatchObject({ code: 0, stdout: 'Ended 1 session.\n' });
    expect(await command()).toMatchObject({ code: 0, stdout: 'Ended 0 sessions.\n' });
  }, 120_000);

  it('refuses an argument it does not know, and a data folder without a database', async () => {
    const unknown = await command('--organisation', 'not-an-id');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run sessions:end-all');
    if (testEngine === 'pglite') {
      const empty = await mkdtemp(join(tmpdir(), 'culturelens-empty-'));
      const missing = await commandWith({ DATA_DIR: empty });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('There is no CultureLens database');
      await rm(empty, { recursive: true, force: true });
    }
  }, 60_000);
});
