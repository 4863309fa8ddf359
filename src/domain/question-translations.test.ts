import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from './locales.ts';
import { allQuestions, questionSets } from './question-bank.ts';
import { DOMAIN_LABEL_TRANSLATIONS, SET_TRANSLATIONS } from './question-set-translations.ts';
import { STATEMENT_TRANSLATIONS } from './question-statement-translations.ts';
import {
  asQuestionTranslations,
  builtInText,
  domainLabelIn,
  questionIn,
  setWordingIn,
  wordingLocales,
  type TranslatedLocale,
} from './question-translations.ts';

const translated = LOCALES.filter((locale): locale is TranslatedLocale => locale !== SOURCE_LOCALE);

describe('the built-in sets in every shipped language', () => {
  it('translates every statement, by the ids of the bank and no others', () => {
    expect(Object.keys(STATEMENT_TRANSLATIONS).sort()).toEqual(allQuestions.map((question) => question.id).sort());
    for (const question of allQuestions)
      for (const locale of translated) {
        const text = STATEMENT_TRANSLATIONS[question.id]?.[locale] ?? '';
        expect(text.trim(), `${question.id} in ${locale}`).not.toBe('');
        expect(text, `${question.id} in ${locale}`).not.toBe(question.text);
      }
  });

  it("translates every set's title and description and every domain's label", () => {
    for (const set of questionSets) {
      expect(Object.keys(SET_TRANSLATIONS)).toContain(set.id);
      for (const locale of translated) {
        expect(SET_TRANSLATIONS[set.id]?.title[locale]).toBeTruthy();
        expect(SET_TRANSLATIONS[set.id]?.description[locale]).toBeTruthy();
      }
      for (const domain of set.domains)
        for (const locale of translated) expect(DOMAIN_LABEL_TRANSLATIONS[domain.key]?.[locale]).toBeTruthy();
    }
  });
});

describe('finding the wording in the reader’s language', () => {
  const translations = { de: 'Ich fühle mich zugehörig.', fr: 'Je me sens à ma place.' };

  it("looks in the reader's language, then the organisation's default, then takes the text as written", () => {
    expect(builtInText('I belong.', translations, ['de', 'fr'])).toBe('Ich fühle mich zugehörig.');
    expect(builtInText('I belong.', translations, ['es', 'fr'])).toBe('Je me sens à ma place.');
    expect(builtInText('I belong.', translations, ['es', 'ar'])).toBe('I belong.');
    expect(builtInText('I belong.', translations, [])).toBe('I belong.');
    // English is the built-in source: an English reader reads it, whatever the organisation's default.
    expect(builtInText('I belong.', translations, ['en', 'de'])).toBe('I belong.');
  });

  it('orders the languages once each, leaving out none given', () => {
    expect(wordingLocales('de', 'de')).toEqual(['de']);
    expect(wordingLocales(undefined, 'fr')).toEqual(['fr']);
    expect(wordingLocales('ar', null)).toEqual(['ar']);
  });

  it('labels built-in domains and sets in the language, and leaves an organisation’s own labels as they are', () => {
    expect(domainLabelIn('agency', 'Agency', ['fr'])).toBe('Autonomie');
    expect(domainLabelIn('wellbeing', 'Wellbeing', ['fr'])).toBe('Wellbeing');
    const set = questionSets.find((candidate) => candidate.id === 'default-assessment');
    expect(set && setWordingIn(set, ['de']).title).toBe('Organisationskultur (Standard)');
    expect(set && setWordingIn(set, ['en', 'de']).title).toBe('Organisational Culture (default)');
  });

  const choice = {
    id: 'q-1',
    text: 'Where do you work best?',
    order: 1,
    domain: 'wellbeing',
    domainLabel: 'Wellbeing',
    required: true,
    kind: 'single-choice' as const,
    options: ['Office', 'Home'],
    translations: {
      de: { text: 'Wo arbeiten Sie am besten?', options: ['Büro', 'Zuhause'] },
      fr: { text: 'Où travaillez-vous le mieux ?', options: ['Bureau'] },
    },
  };

  it('shows a question with its options in the first language it has, and leaves the translations out', () => {
    expect(questionIn(choice, ['de'])).toEqual({
      ...choice,
      text: 'Wo arbeiten Sie am besten?',
      options: ['Büro', 'Zuhause'],
      translations: undefined,
    });
    expect(questionIn(choice, ['de'])).not.toHaveProperty('translations');
    expect(questionIn(choice, ['es'])).toMatchObject({ text: 'Where do you work best?', options: ['Office', 'Home'] });
    // Options that do not match the question's in number are never shown: its own options stand, so answers keep their meaning.
    expect(questionIn(choice, ['fr'])).toMatchObject({ text: 'Où travaillez-vous le mieux ?', options: ['Office', 'Home'] });
    expect(questionIn({ ...choice, domain: 'agency', domainLabel: 'Agency' }, ['es'])).toMatchObject({ domainLabel: 'Autonomía' });
  });

  it("labels an organisation's own domain in the reader's language, else the organisation's default, else as written", () => {
    const own = {
      ...choice,
      domain: 'hybrid-work',
      domainLabel: 'Hybrid work',
      translations: { de: { text: '', domainLabel: 'Hybride Arbeit' }, fr: { text: 'Où ?', domainLabel: 'Travail hybride' } },
    };
    expect(questionIn(own, ['de'])).toMatchObject({ text: 'Where do you work best?', domainLabel: 'Hybride Arbeit' });
    expect(questionIn(own, ['es', 'fr'])).toMatchObject({ text: 'Où ?', domainLabel: 'Travail hybride' });
    expect(questionIn(own, ['en', 'ar'])).toMatchObject({ domainLabel: 'Hybrid work' });
    // A built-in domain keeps the bank's label, whatever a translation says.
    const builtIn = { ...own, domain: 'agency', domainLabel: 'Agency' };
    expect(questionIn(builtIn, ['de'])).toMatchObject({ domainLabel: 'Handlungsfähigkeit' });
  });

  it("turns a built-in statement's translations into a question's, with its source language", () => {
    expect(asQuestionTranslations({ de: 'Ja.' }, 'Yes.')).toEqual({ en: { text: 'Yes.' }, de: { text: 'Ja.' } });
  });
});
