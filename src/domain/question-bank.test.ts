import { describe, it, expect } from 'vitest';
import {
  CATEGORY_SET_IDS,
  DEFAULT_DOMAINS,
  allQuestions,
  domainLabel,
  getQuestionSet,
  questionSets,
  questionsForSet,
  type DomainKey,
  type QuestionSetId,
} from './question-bank.ts';

const CATEGORY_DOMAINS: Record<(typeof CATEGORY_SET_IDS)[number], DomainKey[]> = {
  'deib-assessment': ['leadership-governance', 'recruitment-hiring', 'culture-belonging'],
  'workforce-transformation': ['design', 'capability', 'culture_shift'],
  'people-first-maturity': ['mission-purpose', 'identity', 'belief-values'],
  'culture-change-readiness': ['alignment', 'awareness', 'agency'],
};

describe('question sets', () => {
  it('has exactly the five specified set ids, in order', () => {
    expect(questionSets.map((set) => set.id)).toEqual([
      'deib-assessment',
      'workforce-transformation',
      'people-first-maturity',
      'culture-change-readiness',
      'default-assessment',
    ]);
  });

  it('marks the four category sets as categories and the default set as not', () => {
    expect(CATEGORY_SET_IDS).toEqual(['deib-assessment', 'workforce-transformation', 'people-first-maturity', 'culture-change-readiness']);
    for (const set of questionSets) {
      expect(set.isCategory).toBe((CATEGORY_SET_IDS as readonly string[]).includes(set.id));
    }
  });

  it('gives every set a title and a one-sentence description', () => {
    for (const set of questionSets) {
      expect(set.title.trim()).not.toBe('');
      expect(set.description).toMatch(/^[^.]+\.$/);
    }
  });

  it.each(CATEGORY_SET_IDS)('%s has 9 statements, 3 per domain, domains in order', (id) => {
    const expectedDomains = CATEGORY_DOMAINS[id];
    expect(getQuestionSet(id)?.domains.map((d) => d.key)).toEqual(expectedDomains);

    const questions = questionsForSet(id);
    expect(questions).toHaveLength(9);
    expect(questions.map((q) => q.domain)).toEqual(expectedDomains.flatMap((d) => [d, d, d]));
  });

  it('default set has 5 statements, one per default domain, in order', () => {
    expect(DEFAULT_DOMAINS).toEqual(['alignment', 'awareness', 'agency', 'adaptability', 'accountability']);
    expect(getQuestionSet('default-assessment')?.domains.map((d) => d.key)).toEqual(DEFAULT_DOMAINS);
    const questions = questionsForSet('default-assessment');
    expect(questions.map((q) => q.domain)).toEqual(DEFAULT_DOMAINS);
  });
});

describe('questions', () => {
  it('has 41 questions in total', () => {
    expect(allQuestions).toHaveLength(4 * 9 + 5);
  });

  it('has ids that are unique across the bank', () => {
    const ids = allQuestions.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the released ids stable', () => {
    expect(questionsForSet('deib-assessment')[0]?.id).toBe('deib-lg-1');
    expect(allQuestions.map((q) => q.id)).toMatchInlineSnapshot(`
      [
        "deib-lg-1",
        "deib-lg-2",
        "deib-lg-3",
        "deib-rh-1",
        "deib-rh-2",
        "deib-rh-3",
        "deib-cb-1",
        "deib-cb-2",
        "deib-cb-3",
        "wt-od-1",
        "wt-od-2",
        "wt-od-3",
        "wt-cap-1",
        "wt-cap-2",
        "wt-cap-3",
        "wt-cs-1",
        "wt-cs-2",
        "wt-cs-3",
        "pfm-mp-1",
        "pfm-mp-2",
        "pfm-mp-3",
        "pfm-id-1",
        "pfm-id-2",
        "pfm-id-3",
        "pfm-bv-1",
        "pfm-bv-2",
        "pfm-bv-3",
        "ccr-al-1",
        "ccr-al-2",
        "ccr-al-3",
        "ccr-aw-1",
        "ccr-aw-2",
        "ccr-aw-3",
        "ccr-ag-1",
        "ccr-ag-2",
        "ccr-ag-3",
        "org-al-1",
        "org-aw-1",
        "org-ag-1",
        "org-ad-1",
        "org-ac-1",
      ]
    `);
  });

  it('numbers questions 1..n within each set', () => {
    for (const set of questionSets) {
      const orders = questionsForSet(set.id).map((q) => q.order);
      expect(orders).toEqual(orders.map((_, index) => index + 1));
    }
  });

  it('ties each question to its set and to a domain of that set', () => {
    for (const set of questionSets) {
      const domainKeys = set.domains.map((d) => d.key);
      for (const question of questionsForSet(set.id)) {
        expect(question.setId).toBe(set.id);
        expect(domainKeys).toContain(question.domain);
      }
    }
  });

  it('gives every question a kebab-case subcategory', () => {
    for (const question of allQuestions) {
      expect(question.subcategory).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('has non-empty texts ending with a full stop, under 140 characters', () => {
    for (const { text } of allQuestions) {
      expect(text.trim()).not.toBe('');
      expect(text.endsWith('.')).toBe(true);
      expect(text.length).toBeLessThan(140);
    }
  });

  it('has unique texts', () => {
    const texts = allQuestions.map((q) => q.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('domain labels', () => {
  it('labels every domain of every set', () => {
    for (const set of questionSets) {
      for (const domain of set.domains) {
        expect(domain.label.trim()).not.toBe('');
        expect(domainLabel(domain.key)).toBe(domain.label);
      }
    }
  });

  it('uses the specified labels', () => {
    expect(domainLabel('leadership-governance')).toBe('Leadership & Governance');
    expect(domainLabel('design')).toBe('Organisational Design');
    expect(domainLabel('culture_shift')).toBe('Culture Shift');
    expect(domainLabel('belief-values')).toBe('Beliefs & Values');
    expect(domainLabel('accountability')).toBe('Accountability');
  });

  it('returns undefined for an unknown domain', () => {
    expect(domainLabel('culture-shift')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('getQuestionSet returns the set for a known id', () => {
    const set = getQuestionSet('workforce-transformation');
    expect(set?.title).toBe('Workforce Transformation');
    expect(set?.isCategory).toBe(true);
  });

  it('getQuestionSet returns undefined for an unknown id', () => {
    expect(getQuestionSet('no-such-set')).toBeUndefined();
  });

  it('questionsForSet returns the set’s questions in order', () => {
    const questions = questionsForSet('people-first-maturity');
    expect(questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(questions.every((q) => q.setId === 'people-first-maturity')).toBe(true);
  });

  it('questionsForSet returns an empty list for an unknown id', () => {
    expect(questionsForSet('no-such-set')).toEqual([]);
  });

  it('allQuestions is the sets’ questions in set order', () => {
    const ids: QuestionSetId[] = questionSets.map((set) => set.id);
    expect(allQuestions).toEqual(ids.flatMap((id) => questionsForSet(id)));
  });
});
