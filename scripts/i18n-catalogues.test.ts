import { describe, expect, it } from 'vitest';
import type { CatalogType, ExtractedCatalogType } from '@lingui/conf';
import { catalogueProblems, NEEDS_REVIEW } from './i18n-catalogues.ts';

const extracted: ExtractedCatalogType = {
  a1: { message: 'Save', origin: [['src/web/save.tsx']], comments: [], placeholders: {} },
  b2: { message: 'Cancel', origin: [['src/web/cancel.tsx']], comments: [], placeholders: {} },
};

const complete: CatalogType = {
  a1: { message: 'Save', translation: 'Speichern' },
  b2: { message: 'Cancel', translation: 'Abbrechen', extra: { translatorComments: [NEEDS_REVIEW] } },
};

const check = (entries: CatalogType, translated = true) => catalogueProblems({ file: 'de/app.po', extracted, entries, translated });

describe('the catalogue check', () => {
  it('passes a catalogue that holds every text of the code, translated (awaiting review or not)', () => {
    expect(check(complete)).toEqual([]);
  });

  it('fails a catalogue that lacks a text the code has, naming where the code has it', () => {
    const { b2: _left, ...withoutCancel } = complete;
    expect(check(withoutCancel)).toEqual(['de/app.po: lacks "Cancel" (src/web/cancel.tsx)']);
  });

  it('fails a catalogue that keeps a text the code no longer has, obsolete or not', () => {
    expect(check({ ...complete, c3: { message: 'Gone', translation: 'Weg' } })).toEqual([
      'de/app.po: holds "Gone", which the code no longer has',
    ]);
    expect(check({ ...complete, c3: { message: 'Gone', obsolete: true } })).toEqual([
      'de/app.po: holds "Gone", which the code no longer has',
    ]);
  });

  it('fails an untranslated text in a translated language, and not in the source language', () => {
    const untranslated = { ...complete, a1: { message: 'Save', translation: '' } };
    expect(check(untranslated)).toEqual(['de/app.po: no translation of "Save" (src/web/save.tsx)']);
    expect(check(untranslated, false)).toEqual([]);
  });
});
