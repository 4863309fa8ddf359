import { eq } from 'drizzle-orm';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect } from 'vitest';
import { SessionResponseSchema } from '#domain/api/accounts.ts';
import { createMember, createRespondent } from '#tests/accounts.ts';
import { selectCategories, startAssessment } from '#tests/assessments.ts';
import { createTestClock } from '#tests/clock.ts';
import { createOrganisation, createSessionCookie } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { auditEvents, organisations, users } from '#server/db/schema.ts';
import { translatorFor } from '#server/i18n/index.ts';
import { REMINDER_JOB } from '#server/reminders/job.ts';

/** The text as the language's catalogue translates it, which is not the English one (the catalogue check holds every translation). */
function expectIn(locale: 'de' | 'fr', actual: string | undefined, descriptor: MessageDescriptor) {
  expect(actual).toBe(translatorFor(locale)._(descriptor));
  expect(actual).not.toBe(translatorFor('en')._(descriptor));
}

describe(`a person's language on ${testEngine}`, () => {
  const clock = createTestClock(new Date('2031-03-03T09:00:00Z'));
  const { database, server } = useTestServer({ clock });
  const cookieOf = (userId: string) => createSessionCookie(database.db, userId, clock);

  it('is set and cleared by the person, carried by the session, and only a shipped language is taken', async () => {
    const person = await createMember(database.db);
    const cookie = await cookieOf(person.id);
    const session = async () => SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());
    expect((await session()).user?.locale).toBeNull();
    expect((await session()).organisation?.settings.defaultLocale).toBe('en');

    const set = await server.request('/api/account/locale', { method: 'PUT', cookie, body: { locale: 'de' } });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ locale: 'de' });
    expect((await session()).user?.locale).toBe('de');

    for (const locale of ['xx', 'de-AT', 42, undefined]) {
      const refused = await server.request('/api/account/locale', { method: 'PUT', cookie, body: { locale } });
      expect(refused.status).toBe(400);
    }
    expect((await session()).user?.locale).toBe('de');

    const cleared = await server.request('/api/account/locale', { method: 'PUT', cookie, body: { locale: null } });
    expect(cleared.status).toBe(200);
    expect((await session()).user?.locale).toBeNull();
    expect((await server.request('/api/account/locale', { method: 'PUT', body: { locale: 'fr' } })).status).toBe(401);
  });

  it("is the organisation's default when set by an administrator, audited like every setting, and old settings read as English", async () => {
    const admin = await createMember(database.db, { role: 'organisation_admin' });
    const cookie = await cookieOf(admin.id);
    const changed = await server.request('/api/organisations/current/settings', { method: 'PATCH', cookie, body: { defaultLocale: 'fr' } });
    expect(changed.status).toBe(200);
    const session = SessionResponseSchema.parse(await (await server.request('/api/session', { cookie })).json());
    expect(session.organisation?.settings.defaultLocale).toBe('fr');
    const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'ORGANISATION_SETTINGS_UPDATED'));
    expect(event?.details).toMatchObject({ changed_keys: ['defaultLocale'] });

    // Another setting changed leaves the language as it is; a language CultureLens does not speak is refused.
    await server.request('/api/organisations/current/settings', { method: 'PATCH', cookie, body: { retentionMonths: 12 } });
    const [row] = await database.db.select().from(organisations).where(eq(organisations.id, admin.organisationId!));
    expect(row?.settings.defaultLocale).toBe('fr');
    const refused = await server.request('/api/organisations/current/settings', {
      method: 'PATCH',
      cookie,
      body: { defaultLocale: 'nl' },
      headers: { 'accept-language': 'de' },
    });
    expect(refused.status).toBe(400);
    const refusal = translatorFor('de')._(msg`Choose one of the languages CultureLens speaks`);
    expect(refusal).not.toBe('Choose one of the languages CultureLens speaks');
    expect(JSON.stringify(await refused.json())).toContain(refusal);
  });

  it("writes a reminder in each person's language, else in the organisation's default, with dates in that language", async () => {
    const organisation = await createOrganisation(database.db);
    await selectCategories(database.db, organisation.id, ['deib-assessment']);
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    const assessment = await startAssessment(server, await cookieOf(admin.id));
    const german = await createRespondent(database.db, organisation.id);
    await database.db.update(users).set({ locale: 'de' }).where(eq(users.id, german.id));
    const unchosen = await createRespondent(database.db, organisation.id);
    await database.db
      .update(organisations)
      .set({ settings: { ...organisation.settings, defaultLocale: 'fr' } })
      .where(eq(organisations.id, organisation.id));

    const asked = await server.request(`/api/assessments/${assessment.id}/reminders`, { method: 'POST', cookie: await cookieOf(admin.id) });
    expect(asked.status).toBe(202);
    await server.app.context.jobs.runNow(REMINDER_JOB);

    const organisationName = organisation.name;
    const title = 'Diversity, Equity, Inclusion & Belonging (DEIB)';
    expectIn(
      'de',
      (await server.lastMailTo(german.email, 'assessment_reminder'))?.subject,
      msg`Reminder: ${organisationName} asks for your view: ${title}`,
    );
    expectIn(
      'fr',
      (await server.lastMailTo(unchosen.email, 'assessment_reminder'))?.subject,
      msg`Reminder: ${organisationName} asks for your view: ${title}`,
    );
    const text = (await server.lastMailTo(german.email, 'assessment_reminder'))?.text ?? '';
    expect(text.split('\n')[0]).toBe(translatorFor('de')._(msg`Hello there,`));
  });
});
