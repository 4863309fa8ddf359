import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * Favourability: how the answers behind a mean split into agreeing (4–5), neutral (3) and
 * disagreeing (1–2), with "Prefer not to say" counted apart. Counts, as results send them.
 */
export type Favourability = { agree: number; neutral: number; disagree: number; preferNotToSay: number };

/** The three shares of the answers given, in whole percent. */
export type FavourabilityShares = { agree: number; neutral: number; disagree: number };

const PARTS = ['agree', 'neutral', 'disagree'] as const;

/**
 * Favourability from how many answers gave each value 1 to 5 (index 0 is 1) and how many
 * preferred not to say; null when the values were not counted.
 */
export function favourabilityOf(counts: readonly number[] | undefined, preferNot: number): Favourability | null {
  if (!counts || counts.length !== 5) return null;
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = counts;
  return { agree: four + five, neutral: three, disagree: one + two, preferNotToSay: preferNot };
}

/**
 * The agree, neutral and disagree shares in whole percent, adding up to exactly 100 (largest
 * remainder: each share is rounded down, and the points left go to the largest fractions,
 * agree before neutral before disagree on a tie). Null when no one gave a value.
 */
export function favourabilityShares(favourability: Favourability): FavourabilityShares | null {
  const total = favourability.agree + favourability.neutral + favourability.disagree;
  if (total === 0) return null;
  const exact = PARTS.map((part) => (favourability[part] * 100) / total);
  const shares = exact.map(Math.floor);
  const left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byFraction = [0, 1, 2].sort((a, b) => (exact[b] ?? 0) - (shares[b] ?? 0) - ((exact[a] ?? 0) - (shares[a] ?? 0)) || a - b);
  for (const index of byFraction.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return { agree: shares[0] ?? 0, neutral: shares[1] ?? 0, disagree: shares[2] ?? 0 };
}

/** The split in one sentence, to be shown in the reader's language: "62% agree, 21% neutral, 17% disagree; 4 preferred not to say". */
export function favourabilitySentence(favourability: Favourability): MessageDescriptor {
  const shares = favourabilityShares(favourability);
  const { preferNotToSay } = favourability;
  if (!shares) {
    if (preferNotToSay === 0) return msg`No answers with a value`;
    return msg`No answers with a value; ${plural(preferNotToSay, { one: '# preferred not to say', other: '# preferred not to say' })}`;
  }
  const { agree, neutral, disagree } = shares;
  if (preferNotToSay === 0) return msg`${agree}% agree, ${neutral}% neutral, ${disagree}% disagree`;
  return msg`${agree}% agree, ${neutral}% neutral, ${disagree}% disagree; ${plural(preferNotToSay, { one: '# preferred not to say', other: '# preferred not to say' })}`;
}
