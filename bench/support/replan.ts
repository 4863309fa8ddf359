/**
 * Where the time of a release goes: the publication step of the newest release of an
 * assessment is rebuilt from the database exactly as publishAfterRelease builds it (every
 * release's sealed team tallies opened, the previous publication read, the organisation's
 * domain sums), and planPublication is run again on those inputs, each part timed. The plan
 * must come out as the sets the release stored, which shows the inputs are the same.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planPublication } from '#domain/publication-plan.ts';
import { getQuestionSet } from '#domain/question-bank.ts';
import type { Database } from '#server/db/client.ts';
import { resultFigures, resultPublications, teamResultFigures } from '#server/db/schema.ts';
import { PublishedSetsSchema } from '#server/releases/figures.ts';
import { answeredCells } from '#server/releases/publication.ts';
import { domainTotals, publishedSetRows, releasesOf } from '#server/releases/queries.ts';
import type { ReleaseKeys } from '#server/releases/release.ts';
import { addTeamTally, openTeamTallies, type TeamTally } from '#server/releases/tallies.ts';

export type ReplanFigures = {
  sequence: number;
  openReleasesMs: number;
  previousPublicationMs: number;
  planMs: number;
  /** Sets published per domain before this release (the history the auditor checks against). */
  historySets: number;
  /** What the release stored: the published sets, the organisation's figures, and all teams' figure rows, as JSON text. */
  publicationBytes: { sets: number; organisation: number; teams: number };
};

async function publication(db: Database, assessmentId: string, sequence: number) {
  const [row] = await db
    .select()
    .from(resultPublications)
    .where(and(eq(resultPublications.assessmentId, assessmentId), eq(resultPublications.sequence, sequence)));
  return row;
}

const keyOf = (set: PublishedSet) => `${set.group}\u0000${set.upTo}`;

/** Bytes of the organisation figures row and of all team figure rows of the assessment. */
async function storedBytes(db: Database, organisationId: string, assessmentId: string) {
  const [organisation] = await db
    .select({ bytes: sql<number>`octet_length(${resultFigures.figures}::text)::int` })
    .from(resultFigures)
    .where(and(eq(resultFigures.organisationId, organisationId), eq(resultFigures.assessmentId, assessmentId)));
  const [teams] = await db
    .select({ bytes: sql<number>`coalesce(sum(octet_length(${teamResultFigures.domains}::text)), 0)::int` })
    .from(teamResultFigures)
    .where(and(eq(teamResultFigures.organisationId, organisationId), eq(teamResultFigures.assessmentId, assessmentId)));
  return { organisation: organisation?.bytes ?? 0, teams: teams?.bytes ?? 0 };
}

export async function replanNewestRelease(
  db: Database,
  keys: ReleaseKeys,
  organisationId: string,
  assessmentId: string,
  questionSetId: 'default-assessment',
): Promise<ReplanFigures> {
  const openStarted = performance.now();
  const opened = (await releasesOf(db, assessmentId)).map((release) => ({
    sequence: release.sequence,
    teams: openTeamTallies(keys.tallies, release.id, release.sealedTeamTallies),
  }));
  const openReleasesMs = performance.now() - openStarted;
  const sequence = opened.at(-1)?.sequence;
  if (sequence === undefined) throw new Error('the assessment has no release');

  // The history as the release read it: every earlier release's published sets.
  const previousStarted = performance.now();
  const history: Record<string, PublishedSet[]> = {};
  for (const row of await publishedSetRows(db, organisationId, assessmentId)) {
    if (row.sequence >= sequence) continue;
    for (const [domain, sets] of Object.entries(PublishedSetsSchema.parse(row.figures).sets)) (history[domain] ??= []).push(...sets);
  }
  const previousPublicationMs = performance.now() - previousStarted;

  const organisationDomains = new Map((await domainTotals(db, assessmentId)).map((total) => [total.domain, total]));
  const cells = new Map(
    opened.map((release) => [release.sequence, new Map(Object.entries(release.teams).map(([team, tally]) => [team, tally.respondents]))]),
  );
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

  const planStarted = performance.now();
  const plan = planPublication({
    release: sequence,
    cells,
    domains,
    domainCells: (domain) => answeredCells(opened, domain),
    history,
    domainRespondents: (group, domain) =>
      group === ORGANISATION ? (organisationDomains.get(domain)?.respondentCount ?? 0) : (totalOf(group).domains[domain]?.respondents ?? 0),
  });
  const planMs = performance.now() - planStarted;

  const stored = await publication(db, assessmentId, sequence);
  if (!stored) throw new Error(`release ${sequence} has no publication`);
  const storedSets = PublishedSetsSchema.parse(stored.figures).sets;
  for (const domain of domains) {
    const expected = (plan[domain] ?? []).map(keyOf).sort().join('|');
    const actual = (storedSets[domain] ?? []).map(keyOf).sort().join('|');
    if (expected !== actual)
      throw new Error(
        `re-planning release ${sequence} gave another plan for ${domain} than the one published: the bench's inputs differ from the release's`,
      );
  }
  return {
    sequence,
    openReleasesMs,
    previousPublicationMs,
    planMs,
    historySets: Math.max(0, ...domains.map((domain) => history[domain]?.length ?? 0)),
    publicationBytes: { sets: Buffer.byteLength(JSON.stringify(stored.figures)), ...(await storedBytes(db, organisationId, assessmentId)) },
  };
}
