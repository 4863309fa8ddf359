import { i18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { favourabilityOf, favourabilitySentence, favourabilityShares } from './favourability.ts';

describe('favourability', () => {
  it('groups values 4–5 as agree, 3 as neutral and 1–2 as disagree, with "Prefer not to say" apart', () => {
    expect(favourabilityOf([1, 2, 3, 4, 5], 6)).toEqual({ agree: 9, neutral: 3, disagree: 3, preferNotToSay: 6 });
  });

  it('is unknown where the values were not counted', () => {
    expect(favourabilityOf(undefined, 3)).toBeNull();
  });

  it('gives exact shares when they are whole', () => {
    expect(favourabilityShares({ agree: 2, neutral: 1, disagree: 1, preferNotToSay: 0 })).toEqual({ agree: 50, neutral: 25, disagree: 25 });
  });

  it('rounds thirds so that they add up to 100', () => {
    expect(favourabilityShares({ agree: 1, neutral: 1, disagree: 1, preferNotToSay: 0 })).toEqual({ agree: 34, neutral: 33, disagree: 33 });
    expect(favourabilityShares({ agree: 1, neutral: 2, disagree: 4, preferNotToSay: 0 })).toEqual({ agree: 14, neutral: 29, disagree: 57 });
  });

  it('always adds up to 100, each share within one point of the exact one', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (agree, neutral, disagree) => {
        fc.pre(agree + neutral + disagree > 0);
        const shares = favourabilityShares({ agree, neutral, disagree, preferNotToSay: 0 });
        expect(shares).not.toBeNull();
        if (!shares) return;
        expect(shares.agree + shares.neutral + shares.disagree).toBe(100);
        const total = agree + neutral + disagree;
        expect(Math.abs(shares.agree - (agree * 100) / total)).toBeLessThan(1);
        expect(Math.abs(shares.neutral - (neutral * 100) / total)).toBeLessThan(1);
        expect(Math.abs(shares.disagree - (disagree * 100) / total)).toBeLessThan(1);
      }),
    );
  });

  it('has no shares when no one gave a value, even if some preferred not to say', () => {
    expect(favourabilityShares({ agree: 0, neutral: 0, disagree: 0, preferNotToSay: 4 })).toBeNull();
    expect(i18n._(favourabilitySentence({ agree: 0, neutral: 0, disagree: 0, preferNotToSay: 4 }))).toBe(
      'No answers with a value; 4 preferred not to say',
    );
  });

  it('says the split in one sentence', () => {
    expect(i18n._(favourabilitySentence({ agree: 62, neutral: 21, disagree: 17, preferNotToSay: 4 }))).toBe(
      '62% agree, 21% neutral, 17% disagree; 4 preferred not to say',
    );
    expect(i18n._(favourabilitySentence({ agree: 3, neutral: 3, disagree: 0, preferNotToSay: 0 }))).toBe(
      '50% agree, 50% neutral, 0% disagree',
    );
  });
});
