import type { z } from 'zod';
import { ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { managerSubtrees } from '#domain/manager-subtrees.ts';
import { planPublication, shownCells } from '#domain/publication-plan.ts';
import { isScored, scoredDomains, type AssessmentQuestion } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import type { assessments } from '#server/db/schema.ts';
import { OrganisationFiguresSchema, PublishedSetsSchema, TeamFigureSchema, type TeamFigure } from './figures.ts';
import { questionsOf } from '#server/assessments/index.ts';
import { choiceCounts } from './kinds-queries.ts';
import { domainTotals, managerLinks, organisationFiguresRow, publishedSetRows, questionTotals, releasesOf, storePublication, teamFigureRows, valueCountsOf } from './queries.ts';
import { addTeamTally, emptyTally, openTeamTallies, type DomainTally, type TeamTally, type TeamTallies } from './tallies.ts';

type AssessmentRow = typeof assessments.$inferSelect;
type OrganisationFigures = z.infer<typeof OrganisationFiguresSchema>;

const emptyTeam = (): TeamTally => ({ respondents: 0, domains: {} });

type OpenedReleases = { sequence: number; teams: TeamTallies }[];

/** Every release's team tallies, opened, in release order. */
async function openedReleases(db: Database, tallyKey: Buffer, assessmentId: string): Promise<OpenedReleases> {
  return (await releasesOf(db, assessmentId)).map((release) => ({ sequence: release.sequence, teams: openTeamTallies(tallyKey, release.id, release.sealedTeamTallies) }));
}

function teamTotal(opened: { sequence: number; teams: TeamTallies }[], team: string, upTo: number): TeamTally {
  const total = emptyTeam();
  for (const release of opened) if (release.sequence <= upTo && release.teams[team]) addTeamTally(total, release.teams[team]);
  return total;
}

/** A published set's sums up to its release: one team's, or the sum of a subtree's teams. */
function setTotal(opened: OpenedReleases, set: PublishedSet): TeamTally {
  if (!set.teams) return teamTotal(opened, set.group, set.upTo);
  const total = emptyTeam();
  for (const team of set.teams) addTeamTally(total, teamTotal(opened, team, set.upTo));
  return total;
}

const sameTeams = (a: readonly string[] | undefined, b: readonly string[]) => a !== undefined && a.length === b.length && a.every((team, index) => team === b[index]);

/**
 * A subtree's stored figures go on from its earlier ones only while it holds the same teams: a
 * subtree whose teams changed is another group, and its row starts again (the earlier
 * figures, which the auditor keeps in its history, are no longer shown).
 */
function continuedFigure(earlier: TeamFigure | undefined, set: PublishedSet): TeamFigure | undefined {
  if (!earlier || !set.teams) return earlier;
  const kept = Object.values(earlier.domains).every((tally) => tally === null || sameTeams(tally.teams, set.teams ?? []));
  return kept ? earlier : undefined;
}

function mergeHistory(history: Record<string, PublishedSet[]>, added: Record<string, PublishedSet[]>) {
  const merged: Record<string, PublishedSet[]> = {};
  for (const domain of new Set([...Object.keys(history), ...Object.keys(added)])) merged[domain] = [...(history[domain] ?? []), ...(added[domain] ?? [])];
  return merged;
}

/** Everything ever published for the assessment, per domain: each release's sets, in release order. */
async function historyOf(db: Database, row: AssessmentRow): Promise<Record<string, PublishedSet[]>> {
  let history: Record<string, PublishedSet[]> = {};
  for (const stored of await publishedSetRows(db, row.organisationId, row.id)) history = mergeHistory(history, PublishedSetsSchema.parse(stored.figures).sets);
  return history;
}

/** The teams and subtrees whose figures the plan changes, each from its earlier shown figures. */
async function changedTeams(db: Database, row: AssessmentRow, opened: OpenedReleases, plan: Record<string, PublishedSet[]>) {
  const groups = [...new Set(Object.values(plan).flatMap((sets) => sets.map((set) => set.group)))].filter((group) => group !== ORGANISATION);
  const earlier = new Map((await teamFigureRows(db, row.organisationId, row.id, groups)).map((stored) => [stored.team, TeamFigureSchema.parse(stored)]));
  const teams = new Map<string, TeamFigure>();
  for (const [domain, sets] of Object.entries(plan)) {
    for (const set of sets) {
      if (set.group === ORGANISATION) continue;
      let team = teams.get(set.group);
      if (!team) teams.set(set.group, (team = continuedFigure(earlier.get(set.group), set) ?? { respondents: 0, domains: {} }));
      const tally = setTotal(opened, set);
      team.domains[domain] = { ...(tally.domains[domain] ?? emptyTally()), upTo: set.upTo, ...(set.teams ? { teams: [...set.teams] } : {}) };
      team.respondents = Math.max(team.respondents, tally.respondents);
    }
  }
  return teams;
}

/**
 * Computes and stores the publication that follows release `sequence`: the auditor decides,
 * against everything published before, which organisation and team figures it may add; what
 * it does not admit keeps its earlier published value (or stays hidden). Stores the sets it
 * published (the auditor's history), replaces the organisation's figures and rewrites only
 * the teams it changed. Runs in the release's transaction.
 */
export async function publishAfterRelease(db: Database, tallyKey: Buffer, row: AssessmentRow, sequence: number, publishedOn: string) {
  const opened = await openedReleases(db, tallyKey, row.id);
  const previousRow = await organisationFiguresRow(db, row.organisationId, row.id);
  const previous = previousRow ? OrganisationFiguresSchema.parse(previousRow.figures) : undefined;
  const asked = await questionsOf(db, row);
  const domains = scoredDomains(asked).map((domain) => domain.key);
  const organisationDomains = new Map((await domainTotals(db, row.id)).map((total) => [total.domain, total]));

  const cells = new Map(opened.map((release) => [release.sequence, new Map(Object.entries(release.teams).map(([team, tally]) => [team, tally.respondents]))]));
  // Subtrees by the manager links now; their sums are the sums of the teams recorded at start.
  const subtrees = managerSubtrees(await managerLinks(db, row.organisationId));
  const teamsOf = new Map(subtrees.map((subtree) => [subtree.group, subtree.teams]));
  const groupTotals = new Map<string, TeamTally>();
  const totalOf = (group: string) => {
    let total = groupTotals.get(group);
    const teams = teamsOf.get(group);
    if (!total) groupTotals.set(group, (total = setTotal(opened, { group, upTo: sequence, ...(teams ? { teams } : {}) })));
    return total;
  };
  const plan = planPublication({
    release: sequence,
    cells,
    domains,
    history: await historyOf(db, row),
    subtrees,
    threshold: row.minimumGroupSize,
    domainRespondents: (group, domain) => (group === ORGANISATION ? (organisationDomains.get(domain)?.respondentCount ?? 0) : (totalOf(group).domains[domain]?.respondents ?? 0)),
  });

  const organisationTally = (domain: string): DomainTally | null => {
    const total = organisationDomains.get(domain);
    if (!total) return null;
    const counts = valueCountsOf(total);
    return { respondents: total.respondentCount, answers: total.answerCount, sum: total.valueSum, preferNot: total.preferNotCount, ...(counts ? { counts } : {}) };
  };
  const admittedOrganisation = new Set(domains.filter((domain) => plan[domain]?.some((set) => set.group === ORGANISATION)));
  const organisation: OrganisationFigures = {
    domains: Object.fromEntries(domains.map((domain) => [domain, admittedOrganisation.has(domain) ? organisationTally(domain) : (previous?.domains[domain] ?? null)])),
    cells: await organisationCells(db, row, asked, admittedOrganisation, previous),
    choices: await organisationChoices(db, row, asked),
  };
  const respondents = opened.reduce((total, release) => total + Object.values(release.teams).reduce((sum, team) => sum + team.respondents, 0), 0);
  const teams = await changedTeams(db, row, opened, plan);
  await storePublication(
    db,
    { organisationId: row.organisationId, assessmentId: row.id, sequence, publishedOn, respondents, figures: organisation },
    { sets: plan },
    [...teams].map(([team, figure]) => ({ team, ...figure })),
  );
}

/** Heat-map cells of the domains admitted now; other domains keep their earlier cells. */
async function organisationCells(db: Database, row: AssessmentRow, asked: readonly AssessmentQuestion[], admitted: ReadonlySet<string>, previous: OrganisationFigures | undefined) {
  const domainOf = new Map(asked.filter(isScored).map((question) => [question.id, question.domain]));
  const totals = new Map((await questionTotals(db, row.id)).map((total) => [total.questionId, total]));
  const counts = [...domainOf].map(([questionId, domain]) => ({ questionId, domain, answers: totals.get(questionId)?.answerCount ?? 0 }));
  const shown = shownCells(counts, admitted, row.minimumGroupSize);
  const cells: OrganisationFigures['cells'] = {};
  for (const [questionId, domain] of domainOf) {
    const total = totals.get(questionId);
    if (!admitted.has(domain)) cells[questionId] = previous?.cells[questionId] ?? null;
    else if (!shown.has(questionId) || !total) cells[questionId] = null;
    else {
      // Counted over the cell's own answers, so shown and hidden exactly with its mean.
      const counts = valueCountsOf(total);
      cells[questionId] = { answers: total.answerCount, sum: total.valueSum, ...(counts ? { counts, preferNot: total.preferNotCount } : {}) };
    }
  }
  return cells;
}

/**
 * Single-choice questions, organisation-wide, over every release so far: shown where at least the
 * assessment's minimum group size chose an option, as heat-map cells are (decision 0033). Never per team.
 */
async function organisationChoices(db: Database, row: AssessmentRow, asked: readonly AssessmentQuestion[]) {
  const choices = asked.flatMap((question) => (question.kind === 'single-choice' ? [question] : []));
  const counted = await choiceCounts(db, row.id, choices.map((question) => question.id));
  const figures: NonNullable<OrganisationFigures['choices']> = {};
  for (const question of choices) {
    const tally = { answers: 0, preferNot: 0, counts: question.options.map(() => 0) };
    for (const entry of counted.filter((candidate) => candidate.question_id === question.id)) {
      if (entry.value === null) tally.preferNot += entry.n;
      else if (entry.value <= tally.counts.length) {
        tally.answers += entry.n;
        tally.counts[entry.value - 1] = entry.n;
      }
    }
    figures[question.id] = tally.answers >= row.minimumGroupSize ? tally : null;
  }
  return figures;
}
