import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import type { Locale } from '#domain/locales.ts';
import { assessmentMessages, errorMessages } from '#domain/messages.ts';
import { frameworkMessages } from '#server/http/error-handler.ts';
import { createMember, signInAs } from '#tests/accounts.ts';
import { createOrganisation } from '#tests/factories.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { inSourceLanguage, requestLocale, translatorFor } from './index.ts';

/** The schema's own message for a status it does not know (src/domain/api/assessments.ts). */
const statusRefused = msg`Status must be open, paused or closed`;
const UNKNOWN_ASSESSMENT = '00000000-0000-4000-8000-000000000000';

/**
 * A German text for `descriptor` while a test runs, whether or not the German catalogue has one
 * yet: it shows that an answer is written by the German translator, not only that the source text
 * comes back. Put back as it was afterwards (the worker's modules are shared between files).
 */
const lent: { id: string; before: unknown }[] = [];
function lendGerman(descriptor: MessageDescriptor, text: string): string {
  const german = translatorFor('de');
  const messages = german.messages as Record<string, unknown>;
  lent.push({ id: descriptor.id, before: messages[descriptor.id] });
  german.load('de', { [descriptor.id]: text });
  return text;
}

afterEach(() => {
  const german = translatorFor('de');
  for (const { id, before } of lent.splice(0).reverse()) german.load('de', { [id]: before as string });
});

describe('the language a request is answered in', () => {
  it('is the first shipped language of Accept-Language, by primary subtag, else British English', () => {
    const of = (header?: string) => requestLocale({ headers: header === undefined ? {} : { 'accept-language': header } });
    expect(of()).toBe('en');
    expect(of('de-AT,de;q=0.9,en;q=0.5')).toBe('de');
    expect(of('nl-NL, fr;q=0.8')).toBe('fr');
    expect(of('ar;q=0, es;q=0.4')).toBe('es');
    expect(of('ja')).toBe('en');
  });

  it("is a signed-in person's own choice before Accept-Language; without one, the header decides", () => {
    const of = (locale: string | null, header?: string) =>
      requestLocale({ headers: header === undefined ? {} : { 'accept-language': header }, user: { locale } });
    expect(of('fr')).toBe('fr');
    expect(of('fr', 'de-DE, de')).toBe('fr');
    expect(of(null, 'de-DE, de')).toBe('de');
    expect(of(null)).toBe('en');
    // A value the app no longer ships is no choice.
    expect(of('nl', 'es')).toBe('es');
  });
});

describe(`API errors in the caller's language on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  async function adminCookie() {
    const organisation = await createOrganisation(database.db, { selectedCategories: ['deib-assessment'] });
    const admin = await createMember(database.db, { organisationId: organisation.id, role: 'organisation_admin' });
    return signInAs(server, admin.email);
  }
  const setStatus = (cookie: string, status: string, language?: string) =>
    server.request(`/api/assessments/${UNKNOWN_ASSESSMENT}/status`, {
      method: 'PATCH',
      cookie,
      body: { status },
      headers: language ? { 'accept-language': language } : {},
    });
  const errorOf = async (response: Response) => ErrorResponseSchema.parse(await response.json()).error;
  /** What the catalogues make of a message in `locale`: the German once the catalogues hold its translation. */
  const inCatalogue = (locale: Locale, descriptor: MessageDescriptor) => translatorFor(locale)._(descriptor);

  it('answers a 404 in English by default, and in German with Accept-Language: de', async () => {
    const cookie = await adminCookie();
    const english = await setStatus(cookie, 'open');
    expect(english.status).toBe(404);
    expect(await errorOf(english)).toEqual({ code: 'not_found', message: 'Assessment not found' });

    const german = await setStatus(cookie, 'open', 'de-DE,de;q=0.9,en;q=0.5');
    expect(german.status).toBe(404);
    const inGerman = (await errorOf(german)).message;
    expect(inGerman).toBe(inCatalogue('de', assessmentMessages.notFound));
    expect(inGerman).not.toBe('Assessment not found');

    const lentText = lendGerman(assessmentMessages.notFound, 'Bewertung nicht gefunden');
    expect((await errorOf(await setStatus(cookie, 'open', 'de'))).message).toBe(lentText);
    // The source text stays in the error's own message, for logs; English callers still read it.
    expect((await errorOf(await setStatus(cookie, 'open', 'en-GB'))).message).toBe(inSourceLanguage(assessmentMessages.notFound));
  });

  it('answers a validation failure, its issues included, in German with Accept-Language: de', async () => {
    const cookie = await adminCookie();
    const english = await errorOf(await setStatus(cookie, 'nonsense'));
    expect(english).toEqual({
      code: 'validation_failed',
      message: inSourceLanguage(errorMessages.validation_failed),
      issues: [{ path: 'status', message: 'Status must be open, paused or closed' }],
    });

    const german = await errorOf(await setStatus(cookie, 'nonsense', 'de'));
    expect(german.message).toBe(inCatalogue('de', errorMessages.validation_failed));
    expect(german.issues).toEqual([{ path: 'status', message: inCatalogue('de', statusRefused) }]);

    const lentSummary = lendGerman(errorMessages.validation_failed, 'Einige Felder fehlen oder sind ungültig.');
    const lentIssue = lendGerman(statusRefused, 'Der Status muss offen, pausiert oder geschlossen sein');
    expect(await errorOf(await setStatus(cookie, 'nonsense', 'de'))).toEqual({
      code: 'validation_failed',
      message: lentSummary,
      issues: [{ path: 'status', message: lentIssue }],
    });
    // Another request in English at the same time is not affected by the German one.
    const [inGerman, inEnglish] = await Promise.all([
      errorOf(await setStatus(cookie, 'nonsense', 'de')),
      errorOf(await setStatus(cookie, 'nonsense', 'en')),
    ]);
    expect(inGerman.issues?.[0]?.message).toBe(lentIssue);
    expect(inEnglish.issues?.[0]?.message).toBe('Status must be open, paused or closed');
  });

  it('answers a signed-in person in the language they chose on /account, with or without Accept-Language', async () => {
    const cookie = await adminCookie();
    const chosen = await server.request('/api/account/locale', { method: 'PUT', cookie, body: { locale: 'fr' } });
    expect(chosen.status).toBe(200);
    const french = inCatalogue('fr', assessmentMessages.notFound);
    expect(french).not.toBe('Assessment not found');
    expect((await errorOf(await setStatus(cookie, 'open'))).message).toBe(french);
    // Their choice is theirs for CultureLens; the browser's header is for every site.
    expect((await errorOf(await setStatus(cookie, 'open', 'de-DE, de'))).message).toBe(french);
    expect((await errorOf(await setStatus(cookie, 'nonsense', 'de'))).issues).toEqual([
      { path: 'status', message: inCatalogue('fr', statusRefused) },
    ]);
    // Following the browser again: the header decides once more.
    await server.request('/api/account/locale', { method: 'PUT', cookie, body: { locale: null } });
    expect((await errorOf(await setStatus(cookie, 'open', 'de'))).message).toBe(inCatalogue('de', assessmentMessages.notFound));
    expect((await errorOf(await setStatus(cookie, 'open'))).message).toBe('Assessment not found');
  });

  it('answers a refusal before any route, and an unknown API path, in German', async () => {
    const lentText = lendGerman(errorMessages.unauthenticated, 'Sie müssen angemeldet sein, um diese Seite aufzurufen.');
    const refused = await server.request('/api/assessments', { headers: { 'accept-language': 'de' } });
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toBe(lentText);

    const lentEndpoint = lendGerman(frameworkMessages.noEndpoint('GET /api/no-such-thing'), 'Kein API-Endpunkt {endpoint}.');
    const unknown = await server.request('/api/no-such-thing', { headers: { 'accept-language': 'de' } });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(lentEndpoint.replace('{endpoint}', 'GET /api/no-such-thing'));
  });
});
