import { z } from 'zod';
import { seal, unseal } from '#server/crypto/aead.ts';

/** Sums over some respondents for one domain. */
export type DomainTally = { respondents: number; answers: number; sum: number; preferNot: number };
/** One team's sums in one release: its respondents, and per domain. */
export type TeamTally = { respondents: number; domains: Record<string, DomainTally> };
/** Per team key ('' for people without a manager). */
export type TeamTallies = Record<string, TeamTally>;

export const DomainTallySchema = z.object({ respondents: z.number(), answers: z.number(), sum: z.number(), preferNot: z.number() });
const TeamTalliesSchema = z.record(z.string(), z.object({ respondents: z.number(), domains: z.record(z.string(), DomainTallySchema) }));

export const emptyTally = (): DomainTally => ({ respondents: 0, answers: 0, sum: 0, preferNot: 0 });

export function addTally(into: DomainTally, from: DomainTally): DomainTally {
  into.respondents += from.respondents;
  into.answers += from.answers;
  into.sum += from.sum;
  into.preferNot += from.preferNot;
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
