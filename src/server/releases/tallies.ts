import { seal, unseal } from '#server/crypto/aead.ts';
import { TeamTalliesSchema, type TeamTallies } from '#domain/tallies.ts';

// The sums themselves are pure and shared with the browser-only alpha workspace.
export {
  addTeamTally,
  countAnswer,
  emptyCounts,
  emptyTally,
  type DomainTally,
  type TeamTally,
  type TeamTallies,
  type ValueCounts,
} from '#domain/tallies.ts';

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
