import { describe, expect, it } from 'vitest';
import { shellLocale } from './shell-locale.ts';

describe('the language the app shell is sent in', () => {
  it("is the person's choice on this device first", () => {
    expect(shellLocale({ cookie: 'session=abc; culturelens_locale=ar', 'accept-language': 'de-DE,de;q=0.9' })).toBe('ar');
  });

  it("else the browser's first shipped language", () => {
    expect(shellLocale({ 'accept-language': 'nl-NL, fr-CH;q=0.8, de;q=0.9' })).toBe('de');
    expect(shellLocale({ cookie: 'culturelens_locale=xx', 'accept-language': 'es-MX' })).toBe('es');
  });

  it('else British English', () => {
    expect(shellLocale({})).toBe('en');
    expect(shellLocale({ cookie: 'other=1', 'accept-language': 'nl, ja;q=0.5' })).toBe('en');
  });
});
