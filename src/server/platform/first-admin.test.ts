import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { mailOutbox, users } from '#server/db/schema.ts';
import { createMember } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { appointFirstPlatformAdmin } from './first-admin.ts';

/** PLATFORM_ADMIN_EMAIL at start-up (src/server/main.ts calls this once the server runs). */
describe(`the platform administrator made at start-up, on ${testEngine}`, () => {
  let lines: { level: 'info' | 'error'; message: string }[];
  const log = {
    info: (message: string) => lines.push({ level: 'info', message }),
    error: (message: string) => lines.push({ level: 'error', message }),
  };

  const { database, server } = useTestServer();
  beforeEach(async () => {
    lines = [];
  });

  const platformAdmins = () => database.db.select().from(users).where(eq(users.role, 'platform_admin'));

  it('makes the address the platform administrator once, and e-mails it the link to choose a password', async () => {
    expect(await appointFirstPlatformAdmin(server.app.context, 'root@example.com', log)).toBe('appointed');
    expect(await platformAdmins()).toMatchObject([{ email: 'root@example.com', organisationId: null, passwordHash: null }]);
    expect(lines).toEqual([
      {
        level: 'info',
        message:
          'PLATFORM_ADMIN_EMAIL: root@example.com is now the platform administrator; the link to choose a password was sent to that address by e-mail.',
      },
    ]);
    const mail = await server.lastMailTo('root@example.com');
    expect(mail?.subject).toBe('You are the CultureLens platform administrator');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    // The log line never carries the link: logs are read by more people than the mailbox.
    expect(lines.map((line) => line.message).join(' ')).not.toContain('token=');

    const token = new URL(mail?.link ?? 'http://x').searchParams.get('token');
    const password = 'a long and unusual passphrase';
    const reset = await server.request('/api/accounts/reset-password', {
      method: 'POST',
      body: { token, password, confirmPassword: password },
    });
    expect(reset.status).toBe(200);

    // Every later start finds a platform administrator and does nothing, whatever the variable says.
    expect(await appointFirstPlatformAdmin(server.app.context, 'root@example.com', log)).toBe('exists');
    expect(await appointFirstPlatformAdmin(server.app.context, 'someone-else@example.com', log)).toBe('exists');
    expect((await platformAdmins()).map((row) => row.email)).toEqual(['root@example.com']);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'root@example.com'))).toHaveLength(1);
    expect(lines).toHaveLength(1);
  });

  it('appoints once when two processes start together', async () => {
    const outcomes = await Promise.all([
      appointFirstPlatformAdmin(server.app.context, 'root@example.com', log),
      appointFirstPlatformAdmin(server.app.context, 'other@example.com', log),
    ]);
    expect(outcomes.sort()).toEqual(['appointed', 'exists']);
    expect(await platformAdmins()).toHaveLength(1);
  });

  it('logs why an address of an organisation is refused, and the server carries on', async () => {
    const member = await createMember(database.db, { role: 'employee', email: 'member@example.com' });
    expect(await appointFirstPlatformAdmin(server.app.context, 'member@example.com', log)).toBe('refused');
    expect(lines).toEqual([
      {
        level: 'error',
        message:
          'PLATFORM_ADMIN_EMAIL: no platform administrator was made: member@example.com belongs to an organisation. A platform administrator belongs to none: use an address of its own.',
      },
    ]);
    expect(await platformAdmins()).toEqual([]);
    expect(await database.db.select().from(users).where(eq(users.id, member.id))).toMatchObject([
      { role: 'employee', organisationId: member.organisationId },
    ]);
    expect((await server.request('/api/health')).status).toBe(200);
  });
});
