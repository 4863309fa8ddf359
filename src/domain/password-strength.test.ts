import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadPasswordScorer,
  passwordStrengthLabel,
  passwordStrengthMessages,
  passwordStrengthProblem,
  PASSWORD_MIN_SCORE_ADMINISTRATOR,
  PASSWORD_MIN_SCORE_EMPLOYEE,
  type PasswordScorer,
} from './password-strength.ts';
import { i18n } from '@lingui/core';
import { PASSWORD_SUGGESTIONS, PASSWORD_WARNINGS } from './password-feedback.ts';

let scorer: PasswordScorer;
beforeAll(async () => {
  scorer = await loadPasswordScorer();
});

describe('password scores', () => {
  it.each([
    ['aaaaaaa', 0],
    ['Summer2024', 1],
    ['correct horse battery', 4],
  ] as const)('scores %j as %i', (password, score) => {
    expect(scorer(password).score).toBe(score);
  });

  it('scores lower when the password is made of the person’s own name', () => {
    expect(scorer('Zandervelt71').score).toBeGreaterThan(scorer('Zandervelt71', ['zandervelt']).score);
  });

  it('loads the dictionaries once', async () => {
    expect(await loadPasswordScorer()).toBe(scorer);
  });
});

describe('passwordStrengthProblem', () => {
  it.each(['       ', '\t\t\t\t\t\t', ' \u00a0 \u00a0  '])('refuses whitespace only (%j)', (password) => {
    expect(passwordStrengthProblem(scorer, password, PASSWORD_MIN_SCORE_EMPLOYEE)).toBe(i18n._(passwordStrengthMessages.whitespaceOnly));
  });

  it('refuses a guessable password with zxcvbn’s own hint after our sentence', () => {
    expect(passwordStrengthProblem(scorer, 'aaaaaaa', PASSWORD_MIN_SCORE_EMPLOYEE)).toBe(
      `${i18n._(passwordStrengthMessages.tooGuessable)} Repeated characters such as "aaa" are easy to guess.`,
    );
    expect(passwordStrengthProblem(scorer, 'Summer2024', PASSWORD_MIN_SCORE_EMPLOYEE)).toMatch(/^This password is too easy to guess\./);
  });

  it('holds administrators to score 3 and employees to score 2', () => {
    expect(scorer('k9#Lmq7z').score).toBe(2);
    expect(passwordStrengthProblem(scorer, 'k9#Lmq7z', PASSWORD_MIN_SCORE_EMPLOYEE)).toBeUndefined();
    expect(passwordStrengthProblem(scorer, 'k9#Lmq7z', PASSWORD_MIN_SCORE_ADMINISTRATOR)).toContain(
      i18n._(passwordStrengthMessages.tooGuessable),
    );
    expect(passwordStrengthProblem(scorer, 'correct horse battery', PASSWORD_MIN_SCORE_ADMINISTRATOR)).toBeUndefined();
  });
});

describe("zxcvbn's findings", () => {
  it('come as our own descriptors, to be shown in the reader’s language, never as zxcvbn’s English', () => {
    const strength = scorer('aaaaaaa');
    expect(strength.warning).toBe(PASSWORD_WARNINGS.simpleRepeat);
    expect(strength.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of strength.suggestions) expect(Object.values(PASSWORD_SUGGESTIONS)).toContain(suggestion);
    expect(scorer('Summer2024').suggestions.length).toBeGreaterThan(0);
    expect(scorer('correct horse battery')).toEqual({ score: 4, warning: null, suggestions: [] });
  });

  it('has a text for every finding zxcvbn names', async () => {
    const { translations } = await import('@zxcvbn-ts/language-en');
    expect(Object.keys(PASSWORD_WARNINGS).sort()).toEqual(Object.keys(translations.warnings).sort());
    expect(Object.keys(PASSWORD_SUGGESTIONS).sort()).toEqual(Object.keys(translations.suggestions).sort());
  });
});

describe('passwordStrengthLabel', () => {
  it('names every score in words, not only by colour', () => {
    expect([0, 1, 2, 3, 4].map((score) => i18n._(passwordStrengthLabel(score as 0 | 1 | 2 | 3 | 4)))).toEqual([
      'Weak',
      'Weak',
      'Fair',
      'Good',
      'Strong',
    ]);
  });
});
