import { MASKS } from './comment-redaction.ts';

/*
 * A word-level summary of released comments (decision 0036): the words and two-word phrases
 * most comments mention, with how many comments mention each. Computed on the server from the
 * comments results already show; nothing leaves it.
 */

export type CommentTheme = { term: string; comments: number };

/** Common English words that say nothing about a theme. */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below between both but by can can't cannot could couldn't
  did didn't do does doesn't doing don't down during each even every few for from further get gets getting got had hadn't has hasn't have haven't having he he'd he'll
  he's her here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is isn't it it's its itself just let's like lot lots make makes
  made me more most much must mustn't my myself need needs no nor not now of off often on once one only or other ought our ours ourselves out over own quite rather
  really same shan't she she'd she'll she's should shouldn't so some something still such than that that's the their theirs them themselves then there there's these
  they they'd they'll they're they've thing things think this those though through to too under until up us use used very was wasn't way we we'd we'll we're we've
  well were weren't what what's when when's where where's which while who who's whom why why's will with won't would wouldn't yes yet you you'd you'll you're you've
  your yours yourself yourselves also always never sometimes feel felt many get go going want wants able etc maybe sure`.split(/\s+/),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|\[(?:name|email|phone)\]|[.!?;:,()"“”]/gu;
const MARKERS: ReadonlySet<string> = new Set(Object.values(MASKS));

/** A plural's singular, roughly: "meetings" and "meeting" are one theme, "policies" and "policy" too. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

type Token = { key: string; surface: string } | null;

/** A comment as meaningful words, with null where a phrase cannot run on (a stop word, a marker, punctuation). */
function tokens(comment: string): Token[] {
  return [...comment.toLowerCase().replace(/’/g, "'").matchAll(WORD)].map(([word]) => {
    if (MARKERS.has(word) || STOP_WORDS.has(word) || !/\p{L}/u.test(word)) return null;
    const letters = word.replace(/'s$/, '');
    if (letters.length < 3) return null;
    return { key: stem(letters), surface: letters };
  });
}

/** The terms of one comment: each word and each pair of neighbouring words, by key, with the surface seen. */
function termsOf(comment: string): Map<string, string> {
  const terms = new Map<string, string>();
  const list = tokens(comment);
  list.forEach((token, index) => {
    if (!token) return;
    terms.set(token.key, token.surface);
    const next = list[index + 1];
    if (next) terms.set(`${token.key} ${next.key}`, `${token.surface} ${next.surface}`);
  });
  return terms;
}

/**
 * The themes of a list of comments, most mentioned first: terms two or more comments mention,
 * a phrase before its words where it accounts for all their mentions, at most `limit` of them.
 * A term is shown as most comments wrote it.
 */
export function commentThemes(comments: readonly string[], limit = 10): CommentTheme[] {
  const counts = new Map<string, { comments: number; surfaces: Map<string, number> }>();
  for (const comment of comments) {
    for (const [key, surface] of termsOf(comment)) {
      const entry = counts.get(key) ?? { comments: 0, surfaces: new Map<string, number>() };
      entry.comments += 1;
      entry.surfaces.set(surface, (entry.surfaces.get(surface) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  const ranked = [...counts]
    .filter(([, entry]) => entry.comments >= 2)
    .sort(([keyA, a], [keyB, b]) => b.comments - a.comments || keyB.split(' ').length - keyA.split(' ').length || keyA.localeCompare(keyB));
  const phrases = ranked.filter(([key]) => key.includes(' '));
  // A word that only ever comes in a phrase already shown adds nothing.
  const covered = (key: string, mentions: number) =>
    !key.includes(' ') && phrases.some(([phrase, entry]) => entry.comments === mentions && phrase.split(' ').includes(key));
  return ranked
    .filter(([key, entry]) => !covered(key, entry.comments))
    .slice(0, limit)
    .map(([, entry]) => ({ term: mostWritten(entry.surfaces), comments: entry.comments }));
}

function mostWritten(surfaces: Map<string, number>): string {
  return [...surfaces].sort(([a, countA], [b, countB]) => countB - countA || a.length - b.length || a.localeCompare(b))[0]?.[0] ?? '';
}
