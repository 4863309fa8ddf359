import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ConsentInfoResponseSchema } from '#domain/api/consent.ts';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, defaultOrganisationSettings, organisations } from '#server/db/schema.ts';

describe(`consent on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  it("shows the organisation's retention and records consent with its version and an audit event", async () => {
    const person = await createMember(database.db);
    if (!person.organisationId) throw new Error('member without organisation');
    await database.db
      .update(organisations)
      .set({ settings: { ...defaultOrganisationSettings, retentionMonths: 18 } })
      .where(eq(organisations.id, person.organisationId));
    const cookie = await signInAs(server, person.email);

    const info = ConsentInfoResponseSchema.parse(await (await server.request('/api/consent', { cookie })).json());
    expect(info).toMatchObject({ version: 'alpha-v1', retentionMonths: 18, consentedAt: null, consentVersion: null });

    const response = await server.request('/api/consent', { method: 'POST', cookie, body: { consent: true, version: 'alpha-v1' } });
    expect(response.status).toBe(200);
    expect(SessionResponseSchema.parse(await response.json()).user?.consentedAt).not.toBeNull();
    const after = ConsentInfoResponseSchema.parse(await (await server.request('/api/consent', { cookie })).json());
    expect(after.consentVersion).toBe('alpha-v1');
    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'USER_CONSENTED'));
    expect(event).toMatchObject({ userId: person.id, organisationId: person.organisationId, details: { consent_version: 'alpha-v1' } });
  });

  it('refuses anything but an explicit consent to the current version', async () => {
    const person = await createMember(database.db);
    const cookie = await signInAs(server, person.email);
    for (const body of [
      {},
      { consent: false, version: 'alpha-v1' },
      { consent: 'yes', version: 'alpha-v1' },
      { consent: true, version: 'alpha-v0' },
    ]) {
      expect((await server.request('/api/consent', { method: 'POST', cookie, body })).status).toBe(400);
    }
    expect((await server.request('/api/consent', { method: 'POST', body: { consent: true, version: 'alpha-v1' } })).status).toBe(401);
    const info = ConsentInfoResponseSchema.parse(await (await server.request('/api/consent', { cookie })).json());
    expect(info.consentedAt).toBeNull();
  });
});
