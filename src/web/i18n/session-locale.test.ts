import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '#domain/api/accounts.ts';
import type { Locale } from '#domain/locales.ts';
import { defaultOrganisationSettings } from '#domain/organisation-settings.ts';
import { sessionLocale } from './session-locale.ts';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'employee' as const,
  emailVerified: true,
  organisationId: '00000000-0000-4000-8000-000000000002',
  managerId: null,
  consentedAt: null,
  twoStepEnabled: false,
  locale: null,
};
const organisation = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Acme',
  settings: { ...defaultOrganisationSettings, defaultLocale: 'fr' as const },
  defaultDomains: [],
  selectedCategories: [],
  isDemo: false,
};
const session = (locale: Locale | null): SessionResponse => ({
  user: { ...user, locale },
  organisation,
});

describe('the language a session asks for', () => {
  it("is the person's own choice, whatever the browser or device says", () => {
    expect(sessionLocale(session('de'), 'es')).toEqual({ locale: 'de', chosen: true });
    expect(sessionLocale(session('ar'), undefined)).toEqual({ locale: 'ar', chosen: true });
  });

  it("is the organisation's default when neither the device nor the browser names a shipped language", () => {
    expect(sessionLocale(session(null), undefined)).toEqual({ locale: 'fr', chosen: false });
  });

  it("keeps the device's or the browser's language over the organisation's default", () => {
    expect(sessionLocale(session(null), 'es')).toBeUndefined();
  });

  it('asks for nothing while nobody is signed in', () => {
    expect(sessionLocale({ user: null, organisation: null }, undefined)).toBeUndefined();
    expect(sessionLocale(undefined, undefined)).toBeUndefined();
  });
});
