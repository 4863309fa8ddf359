/*
 * Masking of released comments (decision 0036): e-mail addresses, phone-number-like digit runs
 * and the names of the organisation's own people are replaced by a marker before a comment is
 * written as a released row, so neither results nor exports nor a copy of the database hold
 * them. Pure: the release passes the names in.
 */

export const MASKS = { name: '[name]', email: '[email]', phone: '[phone]' } as const;

/** Names with fewer letters than this are left alone ("Al", "Li"): they are too often parts of ordinary words. */
export const MIN_NAME_LETTERS = 3;

const EMAIL = /[\p{L}\p{N}._%+-][\p{L}\p{N}._%+'-]*@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/**
 * Seven or more digits, optionally led by + or (, with at most two separators (space, dot,
 * hyphen, brackets) between digits: "+44 20 7946 0958", "(020) 7946-0958", "07700900123".
 * Dates written with slashes and amounts with commas are not taken.
 */
const PHONE = /(?<![\p{L}\p{N}])(?:\+|\(\s?)?\d(?:[\s().-]{0,2}\d){6,}(?![\p{L}\p{N}])/gu;

/** A word, with apostrophes inside it ("O'Brien", "Alice's"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

/** Markers next to each other (a first and a last name) become one: "[name] [name]" tells no more than "[name]". */
const ADJACENT_NAMES = /\[name\](?:[\s'’-]+\[name\])+/g;

/** The form a word or name is compared in: without accents, lower-case, one apostrophe. */
export function nameKey(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'");
}

const letterCount = (key: string) => key.replace(/[^\p{L}]/gu, '').length;

/**
 * The keys to mask for a list of people's first and last names: each name, and each part of
 * a name of several (split at spaces and hyphens), with at least three letters.
 */
export function nameKeys(names: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const name of names) {
    for (const part of name.trim().split(/[\s-]+/)) {
      const key = nameKey(part);
      if (letterCount(key) >= MIN_NAME_LETTERS) keys.add(key);
    }
  }
  return keys;
}

const isMarker = (text: string, start: number, end: number) =>
  text[start - 1] === '[' && text[end] === ']' && Object.keys(MASKS).includes(text.slice(start, end));

function maskNames(text: string, keys: ReadonlySet<string>): string {
  if (keys.size === 0) return text;
  return text
    .replace(WORD, (word: string, offset: number) => (isMarker(text, offset, offset + word.length) ? word : maskWord(word, keys)))
    .replace(ADJACENT_NAMES, MASKS.name);
}

const APOSTROPHES = /['’]/g;

/**
 * One word, apostrophes inside it: the whole word when it is a name ("O'Brien"), else the longest
 * name before an apostrophe ("Alice's", "Bob’ll", "O'Brien's"), and the rest after it again, so
 * that a name after an apostrophe is masked too ("Alice'Alice").
 */
function maskWord(word: string, keys: ReadonlySet<string>): string {
  if (keys.has(nameKey(word))) return MASKS.name;
  const apostrophes = [...word.matchAll(APOSTROPHES)].map((match) => match.index);
  const named = [...apostrophes].reverse().find((at) => at > 0 && keys.has(nameKey(word.slice(0, at))));
  const at = named ?? apostrophes[0];
  if (at === undefined) return word;
  const head = named === undefined ? word.slice(0, at) : MASKS.name;
  return `${head}${word.charAt(at)}${maskWord(word.slice(at + 1), keys)}`;
}

/**
 * A comment with its e-mail addresses, phone numbers and the given names masked. Names match
 * whole words, whatever their case or accents. Masking a masked comment changes nothing.
 */
export function maskComment(text: string, names: ReadonlySet<string>): string {
  return maskNames(text.replace(EMAIL, MASKS.email).replace(PHONE, MASKS.phone), names);
}
