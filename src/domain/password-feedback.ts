import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * What zxcvbn says about a guessable password, in our own words and catalogue (decision 0053):
 * the scorer reports its findings by key, and a key is shown through these descriptors in the
 * reader's language, Arabic included, which zxcvbn's language packages lack. A key added by a
 * later zxcvbn has no text here and is left out, never shown as a key.
 * A module of its own, loaded with the scorer: pages that never ask for a password carry none of it.
 */

/** Why a password is easy to guess, by zxcvbn's warning key. */
export const PASSWORD_WARNINGS: Readonly<Record<string, MessageDescriptor>> = {
  straightRow: msg`A straight row of keys on the keyboard is easy to guess.`,
  keyPattern: msg`A short keyboard pattern is easy to guess.`,
  simpleRepeat: msg`Repeated characters such as "aaa" are easy to guess.`,
  extendedRepeat: msg`Repeated patterns such as "abcabcabc" are easy to guess.`,
  sequences: msg`Common sequences such as "abc" or "123" are easy to guess.`,
  recentYears: msg`Recent years are easy to guess.`,
  dates: msg`Dates are easy to guess.`,
  topTen: msg`This is one of the most used passwords.`,
  topHundred: msg`This is a very frequently used password.`,
  common: msg`This is a commonly used password.`,
  similarToCommon: msg`This is close to a commonly used password.`,
  wordByItself: msg`A single word on its own is easy to guess.`,
  namesByThemselves: msg`A first name or surname on its own is easy to guess.`,
  commonNames: msg`Common first names and surnames are easy to guess.`,
  userInputs: msg`Leave out your name, your e-mail address and words from this page.`,
  pwned: msg`This password has appeared in a data breach on the internet.`,
};

/** How to make a password harder to guess, by zxcvbn's suggestion key. */
export const PASSWORD_SUGGESTIONS: Readonly<Record<string, MessageDescriptor>> = {
  l33t: msg`Avoid predictable substitutions such as "@" for "a".`,
  reverseWords: msg`Avoid common words spelt backwards.`,
  allUppercase: msg`Use capitals for some letters, not all.`,
  capitalization: msg`Use capitals for more than the first letter.`,
  dates: msg`Avoid dates and years that are connected with you.`,
  recentYears: msg`Avoid recent years.`,
  associatedYears: msg`Avoid years that are connected with you.`,
  sequences: msg`Avoid common sequences of characters.`,
  repeated: msg`Avoid repeated words and characters.`,
  longerKeyboardPattern: msg`Use longer keyboard patterns and change direction several times.`,
  anotherWord: msg`Add more words, less common ones.`,
  useWords: msg`Use several words, but not a common phrase.`,
  noNeed: msg`A strong password needs no symbols, digits or capitals: several uncommon words will do.`,
  pwned: msg`If you use this password anywhere else, change it there.`,
};
