import { describe, expect } from 'vitest';
import { BackgroundWorkResponseSchema } from '#domain/api/jobs.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createOrganisation } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { testSecrets } from '#tests/http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { enqueueMails } from '#server/mail/index.ts';
import { systemClock } from '#server/clock.ts';

describe(`background work of an organisation on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  it("shows an administrator their organisation's waiting e-mail, and no other organisation's", async () => {
    const organisation = await createOrganisation(database.db);
    const other = await createOrganisation(database.db);
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    const mail = (organisationId: string, to: string) => ({
      organisationId,
      kind: 'contact' as const,
      to,
      subject: 'Hello',
      text: 'Hello',
    });
    // Queued straight into the outbox, as a request would, without delivering them.
    await enqueueMails(database.db, { clock: systemClock, secrets: testSecrets }, [
      mail(organisation.id, 'one@example.test'),
      mail(organisation.id, 'two@example.test'),
      mail(other.id, 'three@example.test'),
    ]);
    const cookie = await signInAs(server, admin.email);
    const response = await server.request('/api/organisations/current/background-work', { cookie });
    expect(response.status).toBe(200);
    const work = BackgroundWorkResponseSchema.parse(await response.json());
    expect(work.mail).toEqual({ waiting: 2, failedRecently: 0 });
    expect(work.jobs).toEqual([]);
  });
});
