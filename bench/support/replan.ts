/**
 * Where the time of a release goes: the publication step of the newest release of an
 * assessment is rebuilt from the database exactly as publishAfterRelease builds it (every
 * release's sealed team tallies opened, the previous publication read, the organisation's
 * domain sums), and planPublication is run again on those inputs, each part timed. The plan
 * must come out as the one stored, which shows the inputs are the same.
 */
import { and, eq } from 'drizzle-orm';
import { ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planPublication } from '#domain/publication-plan.ts';
import { getQuestionSet } from '#domain/question-bank.ts';
import type { Database } from '#server/db/client.ts';
import { resultPublications } from '#server/db/schema.ts';
import { PublicationFiguresSchema } from '#server/releases/figures.ts';
import { domainTotals, releasesOf } from '#server/releases/queries.ts';
import type { ReleaseKeys } from '#server/releases/release.ts';
import { addTeamTally, openTeamTallies, type TeamTally } from '#server/releases/tallies.ts';

export type ReplanFigures = {
  sequence: number;
  openReleasesMs: number;
  previousPublicationMs: number;
  planMs: number;
  /** Sets published per domain before this release (the history the auditor checks against). */
  historySets: number;
  /** Size of the stored publication, as JSON text. */
  publicationBytes: number;
};

async function publication(db: Database, assessmentId: string, sequence: number) {
  const [row] = await db
    .select()
    .from(resultPublications)
    .where(and(eq(resultPublications.assessmentId, assessmentId), eq(resultPublications.sequence, sequence)));
  return row;
}

const keyOf = (set: PublishedSet) => `${set.group}\u0000${set.upTo}`;

export async function replanNewestRelease(db: Database, keys: ReleaseKeys, assessmentId: string, questionSetId: 'default-assessment'): Promise<ReplanFigures> {
  const openStarted = performance.now();
  const opened = (await releasesOf(db, assessmentId)).map((release) => ({ sequence: release.sequence, teams: openTeamTallies(keys.tallies, release.id, release.sealedTeamTallies) }));
  const openReleasesMs = performance.now() - openStarted;
  const sequence = opened.at(-1)?.sequence;
  if (sequence === undefined) throw new Error('the assessment has no release');

  const previousStarted = performance.now();
  const previousRow = await publication(db, assessmentId, sequence - 1);
  const previous = previousRow ? PublicationFiguresSchema.parse(previousRow.figures) : undefined;
  const previousPublicationMs = performance.now() - previousStarted;

  const organisationDomains = new Map((await domainTotals(db, assessmentId)).map((total) => [total.domain, total]));
  const cells = new Map(opened.map((release) => [release.sequence, new Map(Object.entries(release.teams).map(([team, tally]) => [team, tally.respondents]))]));
  const teamTotals = new Map<string, TeamTally>();
  const totalOf = (team: string) => {
    let total = teamTotals.get(team);
    if (!total) {
      total = { respondents: 0, domains: {} };
      for (const release of opened) if (release.teams[team]) addTeamTally(total, release.teams[team]);
      teamTotals.set(team, total);
    }
    return total;
  };
  const domains = getQuestionSet(questionSetId).domains.map((domain) => domain.key as string);
  const history = previous?.history ?? {};

  const planStarted = performance.now();
  const plan = planPublication({
    release: sequence,
    cells,
    domains,
    history,
    domainRespondents: (group, domain) => (group === ORGANISATION ? (organisationDomains.get(domain)?.respondentCount ?? 0) : (totalOf(group).domains[domain]?.respondents ?? 0)),
  });
  const planMs = performance.now() - planStarted;

  const stored = await publication(db, assessmentId, sequence);
  if (!stored) throw new Error(`release ${sequence} has no publication`);
  const storedHistory = PublicationFiguresSchema.parse(stored.figures).history;
  for (const domain of domains) {
    const expected = [...(history[domain] ?? []), ...(plan[domain] ?? [])].map(keyOf).sort().join('|');
    const actual = (storedHistory[domain] ?? []).map(keyOf).sort().join('|');
    if (expected !== actual) throw new Error(`re-planning release ${sequence} gave another plan for ${domain} than the one published: the bench's inputs differ from the release's`);
  }
  return {
    sequence,
    openReleasesMs,
    previousPublicationMs,
    planMs,
    historySets: Math.max(0, ...domains.map((domain) => history[domain]?.length ?? 0)),
    publicationBytes: Buffer.byteLength(JSON.stringify(stored.figures)),
  };
}
