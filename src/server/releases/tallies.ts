import { z } from 'zod';
import { seal, unseal } from '#server/crypto/aead.ts';

/**
 * How many answers gave each value 1 to 5 (index 0 is 1). Absent where sums were kept before
 * values were counted: anything added to an absent count stays absent, never partial.
 */
export type ValueCounts = number[];

/** Sums over some respondents for one domain. */
export type DomainTally = { respondents: number; answers: number; sum: number; preferNot: number; counts?: ValueCounts | undefined };
/** One team's sums in one release: its respondents, and per domain. */
export type TeamTally = { respondents: number; domains: Record<string, DomainTally> };
/** Per team key ('' for people without a manager). */
export type TeamTallies = Record<string, TeamTally>;

export const ValueCountsSchema = z.array(z.number().int()).length(5);
export const DomainTallySchema = z.object({ respondents: z.number(), answers: z.number(), sum: z.number(), preferNot: z.number(), counts: ValueCountsSchema.optional() });
const TeamTalliesSchema = z.record(z.string(), z.object({ respondents: z.number(), domains: z.record(z.string(), DomainTallySchema) }));

export const emptyCounts = (): ValueCounts => [0, 0, 0, 0, 0];
export const emptyTally = (): DomainTally => ({ respondents: 0, answers: 0, sum: 0, preferNot: 0, counts: emptyCounts() });

/** Adds value counts; unknown when either side is unknown. */
export function addCounts(into: ValueCounts | undefined, from: ValueCounts | undefined): ValueCounts | undefined {
  return into && from ? into.map((count, index) => count + (from[index] ?? 0)) : undefined;
}

/** Counts one answer: a value 1–5 into its place, null as "Prefer not to say". */
export function countAnswer(tally: { answers: number; sum: number; preferNot: number; counts?: ValueCounts | undefined }, value: number | null) {
  if (value === null) {
    tally.preferNot += 1;
    return;
  }
  tally.answers += 1;
  tally.sum += value;
  if (tally.counts) tally.counts[value - 1] = (tally.counts[value - 1] ?? 0) + 1;
}

export function addTally(into: DomainTally, from: DomainTally): DomainTally {
  into.respondents += from.respondents;
  into.answers += from.answers;
  into.sum += from.sum;
  into.preferNot += from.preferNot;
  const counts = addCounts(into.counts, from.counts);
  if (counts) into.counts = counts;
  else delete into.counts;
  return into;
}

/** Adds one team's release tallies into a running total. */
export function addTeamTally(into: TeamTally, from: TeamTally): TeamTally {
  into.respondents += from.respondents;
  for (const [domain, tally] of Object.entries(from.domains)) into.domains[domain] = addTally(into.domains[domain] ?? emptyTally(), tally);
  return into;
}

// Padded to a power of two, so the sealed size says little about how many teams a release touched.
function pad(text: string): string {
  let size = 4096;
  while (size < text.length + 1) size *= 2;
  return text.padEnd(size, ' ');
}

const boundTo = (releaseId: string) => `releases:${releaseId}`;

export function sealTeamTallies(key: Buffer, releaseId: string, tallies: TeamTallies): string {
  return seal(key, pad(JSON.stringify(tallies)), boundTo(releaseId));
}

export function openTeamTallies(key: Buffer, releaseId: string, sealed: string): TeamTallies {
  return TeamTalliesSchema.parse(JSON.parse(unseal(key, sealed, boundTo(releaseId))));
}
