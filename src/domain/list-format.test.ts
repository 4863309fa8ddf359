import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { auditDetailsText } from './audit-details.ts';
import { listIn } from './list-format.ts';
import type { Locale } from './locales.ts';
import { answersWaitingExplanation } from './messages/group-size.ts';

/** A translator in `locale` without its catalogue: the texts stay English, the lists follow the language. */
const reader = (locale: Locale) => setupI18n({ locale, messages: { [locale]: {} } });

describe('lists in the reader’s language', () => {
  it('joins items as each language joins them, and as entries', () => {
    expect(listIn(reader('en'), ['a', 'b', 'c'])).toBe('a, b and c');
    expect(listIn(reader('de'), ['a', 'b', 'c'])).toBe('a, b und c');
    expect(listIn(reader('fr'), ['a', 'b', 'c'])).toBe('a, b et c');
    expect(listIn(reader('es'), ['a', 'b', 'c'])).toBe('a, b y c');
    expect(listIn(reader('ar'), ['a', 'b', 'c'])).toBe('a وb وc');
    expect(listIn(reader('en'), ['Excellent', 'Good'], 'entries')).toBe('Excellent, Good');
    expect(listIn(reader('en'), ['one'])).toBe('one');
    expect(listIn(reader('en'), [])).toBe('');
  });

  it('writes the settings an audit event changed as a list, the fields apart by semicolons', () => {
    const details = { changed_keys: ['retentionMonths', 'defaultLocale', 'reminders'], client: '192.0.2.1' };
    expect(auditDetailsText(reader('en'), details)).toBe(
      'changed: retentionMonths, defaultLocale and reminders; network address: 192.0.2.1',
    );
    expect(auditDetailsText(reader('fr'), details)).toContain('retentionMonths, defaultLocale et reminders');
  });

  it('names the figures waiting for answers as the reader’s language lists them', () => {
    const i18n = reader('es');
    expect(i18n._(answersWaitingExplanation(6, ['Agency', 'Awareness', 'Alignment'], i18n))).toContain('Agency, Awareness, Alignment.');
    const german = reader('de');
    expect(german._(answersWaitingExplanation(6, ['Agency', 'Awareness', 'Alignment'], german))).toContain(
      'Agency, Awareness und Alignment.',
    );
  });
});
