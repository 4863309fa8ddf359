import { ORGANISATION, type PublishedSet, type ReleaseCells } from '#domain/anonymity-auditor.ts';
import { managerSubtrees } from '#domain/manager-subtrees.ts';
import { planPublication, type Subtree } from '#domain/publication-plan.ts';
import { planCells, type AnswerCells } from '#domain/item-plan.ts';
import { isScored, scoredDomains, type AssessmentQuestion } from '#domain/question-kinds.ts';
import type { Database } from '#server/db/client.ts';
import type { assessments } from '#server/db/schema.ts';
import { OrganisationFiguresSchema, PublishedSetsSchema, TeamFigureSchema, type TeamFigure } from './figures.ts';
import { questionsOf } from '#server/assessments/index.ts';
import { answersPerRelease } from './kinds-queries.ts';
import {
  domainTotals,
  managerLinks,
  organisationFiguresRow,
  publishedSetRows,
  releasesOf,
  storePublication,
  teamFigureRows,
} from './queries.ts';
import { organisationFiguresOf, perRelease } from './organisation-figures.ts';
import { addTeamTally, emptyTally, openTeamTallies, type TeamTally, type TeamTallies } from './tallies.ts';
import { groupsOf, teamTalliesOf, type RespondentGroup } from '#domain/respondent-groups.ts';
import type { CutSet } from '#domain/cut-plan.ts';
import { publishCuts } from './cut-publication.ts';
import type { CountSet } from '#domain/count-plan.ts';
import { publishCounts } from './count-publication.ts';

type AssessmentRow = typeof assessments.$inferSelect;

const emptyTeam = (): TeamTally => ({ respondents: 0, domains: {} });

type OpenedReleases = { sequence: number; teams: TeamTallies; groups: RespondentGroup[] }[];

/** Every release's respondent groups and team tallies, opened, in release order. */
async function openedReleases(db: Database, tallyKey: Buffer, assessmentId: string): Promise<OpenedReleases> {
  return (await releasesOf(db, assessmentId)).map((release) => {
    const groups = groupsOf(openTeamTallies(tallyKey, release.id, release.sealedTeamTallies));
    return { sequence: release.sequence, teams: teamTalliesOf(groups), groups };
  });
}

/** Per release and team, the people who gave at least one value in the domain: the unit its figures are audited in. */
export function answeredCells(opened: readonly { sequence: number; teams: TeamTallies }[], domain: string): ReleaseCells {
  return new Map(
    opened.map((release) => [
      release.sequence,
      new Map(Object.entries(release.teams).map(([team, tally]) => [team, tally.domains[domain]?.respondents ?? 0])),
    ]),
  );
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

const sameTeams = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((team, index) => team === b[index]);

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

function mergeHistory<Set>(history: Record<string, Set[]>, added: Record<string, Set[]>) {
  const merged: Record<string, Set[]> = {};
  for (const domain of new Set([...Object.keys(history), ...Object.keys(added)]))
    merged[domain] = [...(history[domain] ?? []), ...(added[domain] ?? [])];
  return merged;
}

type History = {
  /** Per domain, the organisation, team and subtree sets. */
  sets: Record<string, PublishedSet[]>;
  /** Per domain, the organisation's heat-map cells (group: question id). */
  cells: Record<string, PublishedSet[]>;
  /** Per domain, the figures by attribute. */
  cuts: Record<string, CutSet[]>;
  /** Each publication's count figures of counted questions, in release order (src/server/releases/count-publication.ts). */
  counts: { sequence: number; counts?: Record<string, CountSet[]> | undefined }[];
};

/**
 * Cells a publication from before cells were recorded showed: at each of its organisation sets,
 * every cell of the domain that held the threshold of answers then. That is at least what it
 * showed, so the auditor counts it as known (it may suppress more than needed, never less).
 */
function cellsShownBefore(
  sets: Record<string, PublishedSet[]>,
  questionsOf: ReadonlyMap<string, readonly string[]>,
  answers: AnswerCells,
  threshold: number,
) {
  const cells: Record<string, PublishedSet[]> = {};
  for (const [domain, domainSets] of Object.entries(sets)) {
    for (const set of domainSets) {
      if (set.group !== ORGANISATION) continue;
      for (const question of questionsOf.get(domain) ?? []) {
        let total = 0;
        for (const [release, byQuestion] of answers) if (release <= set.upTo) total += byQuestion.get(question) ?? 0;
        if (total >= threshold) (cells[domain] ??= []).push({ group: question, upTo: set.upTo });
      }
    }
  }
  return cells;
}

/** Everything ever published for the assessment, per domain: each release's sets and cells, in release order. */
async function historyOf(
  db: Database,
  row: AssessmentRow,
  questionsOf: ReadonlyMap<string, readonly string[]>,
  answers: AnswerCells,
): Promise<History> {
  const history: History = { sets: {}, cells: {}, cuts: {}, counts: [] };
  for (const stored of await publishedSetRows(db, row.organisationId, row.id)) {
    const published = PublishedSetsSchema.parse(stored.figures);
    history.sets = mergeHistory(history.sets, published.sets);
    history.cells = mergeHistory(
      history.cells,
      published.cells ?? cellsShownBefore(published.sets, questionsOf, answers, row.minimumGroupSize),
    );
    history.cuts = mergeHistory(history.cuts, published.cuts ?? {});
    history.counts.push({ sequence: stored.sequence, counts: published.counts });
  }
  return history;
}

/** The teams and subtrees whose figures the plan changes, each from its earlier shown figures. */
async function changedTeams(db: Database, row: AssessmentRow, opened: OpenedReleases, plan: Record<string, PublishedSet[]>) {
  const groups = [...new Set(Object.values(plan).flatMap((sets) => sets.map((set) => set.group)))].filter(
    (group) => group !== ORGANISATION,
  );
  const earlier = new Map(
    (await teamFigureRows(db, row.organisationId, row.id, groups)).map((stored) => [stored.team, TeamFigureSchema.parse(stored)]),
  );
  const teams = new Map<string, TeamFigure>();
  for (const [domain, sets] of Object.entries(plan)) {
    for (const set of sets) {
      if (set.group === ORGANISATION) continue;
      let team = teams.get(set.group);
      if (!team) teams.set(set.group, (team = continuedFigure(earlier.get(set.group), set) ?? { respondents: 0, domains: {} }));
      const tally = setTotal(opened, set);
      team.domains[domain] = {
        ...(tally.domains[domain] ?? emptyTally()),
        upTo: set.upTo,
        ...(set.teams ? { teams: [...set.teams] } : {}),
      };
      team.respondents = Math.max(team.respondents, tally.respondents);
    }
  }
  return teams;
}

/** Per domain, its scored questions' ids. */
const scoredQuestionsOf = (asked: readonly AssessmentQuestion[], domains: readonly string[]) =>
  new Map(
    domains.map((domain) => [
      domain,
      asked.filter((question) => isScored(question) && question.domain === domain).map((question) => question.id),
    ]),
  );

/** Respondents per release and team. */
const peopleCells = (opened: OpenedReleases): ReleaseCells =>
  new Map(
    opened.map((release) => [release.sequence, new Map(Object.entries(release.teams).map(([team, tally]) => [team, tally.respondents]))]),
  );

/** People with a value in a domain, per group the nested planner proposes (the organisation, a team or a subtree). */
function domainRespondentsOf(
  opened: OpenedReleases,
  sequence: number,
  subtrees: readonly Subtree[],
  organisationDomains: ReadonlyMap<string, { respondentCount: number }>,
) {
  // Subtrees by the manager links now; their sums are the sums of the teams recorded at start.
  const teamsOf = new Map(subtrees.map((subtree) => [subtree.group, subtree.teams]));
  const groupTotals = new Map<string, TeamTally>();
  const totalOf = (group: string) => {
    let total = groupTotals.get(group);
    const teams = teamsOf.get(group);
    if (!total) groupTotals.set(group, (total = setTotal(opened, { group, upTo: sequence, ...(teams ? { teams } : {}) })));
    return total;
  };
  return (group: string, domain: string) =>
    group === ORGANISATION ? (organisationDomains.get(domain)?.respondentCount ?? 0) : (totalOf(group).domains[domain]?.respondents ?? 0);
}

/**
 * Computes and stores the publication that follows release `sequence`: the auditor decides,
 * against everything published before, which organisation and team figures it may add; what
 * it does not admit keeps its earlier published value (or stays hidden). Every figure is
 * counted in the people who gave an answer to it: a domain's in people with a value in the
 * domain, a cell's and a choice's in answers to the question, a comment list's in comments.
 * Stores the sets it published (the auditor's history), replaces the organisation's figures
 * and rewrites only the teams it changed. Runs in the release's transaction.
 */
export async function publishAfterRelease(db: Database, tallyKey: Buffer, row: AssessmentRow, sequence: number, publishedOn: string) {
  const threshold = row.minimumGroupSize;
  const opened = await openedReleases(db, tallyKey, row.id);
  const previousRow = await organisationFiguresRow(db, row.organisationId, row.id);
  const previous = previousRow ? OrganisationFiguresSchema.parse(previousRow.figures) : undefined;
  const asked = await questionsOf(db, row);
  const domains = scoredDomains(asked).map((domain) => domain.key);
  const questionsOfDomain = scoredQuestionsOf(asked, domains);
  const organisationDomains = new Map((await domainTotals(db, row.id)).map((total) => [total.domain, total]));
  const answers = perRelease(await answersPerRelease(db, row.id));
  const history = await historyOf(db, row, questionsOfDomain, answers);

  const cells = peopleCells(opened);
  const domainCells = new Map<string, ReleaseCells>();
  const answeredIn = (domain: string) => {
    let answered = domainCells.get(domain);
    if (!answered) domainCells.set(domain, (answered = answeredCells(opened, domain)));
    return answered;
  };
  const subtrees = managerSubtrees(await managerLinks(db, row.organisationId));
  const released = opened.map((release) => ({ release: release.sequence, groups: release.groups }));
  const plan = planPublication({
    release: sequence,
    cells,
    domains,
    domainCells: answeredIn,
    history: history.sets,
    subtrees,
    threshold,
    domainRespondents: domainRespondentsOf(opened, sequence, subtrees, organisationDomains),
  });
  // The cells are audited with the organisation's figure of their domain; a domain whose cells
  // could only be kept safe by not moving it keeps its earlier figure.
  const cellPlan = planCells({
    release: sequence,
    questionsOf: questionsOfDomain,
    answers,
    organisation: mergeHistory(history.sets, plan),
    history: history.cells,
    threshold,
  });
  for (const domain of cellPlan.withheld) plan[domain] = (plan[domain] ?? []).filter((set) => set.group !== ORGANISATION);
  // Figures by attribute overlap everything else: with them, the overlap planner has the last word.
  const cuts = publishCuts({
    release: sequence,
    releases: released,
    domains,
    history: history.sets,
    cutHistory: history.cuts,
    plan,
    threshold,
    previous: previous?.cuts,
  });
  Object.assign(plan, cuts.plan);
  // Counted questions per team and attribute value, audited with the organisation's counts in their answers.
  const counts = publishCounts(released, { sequence, asked, answers, publications: history.counts, previous, threshold });

  const organisation = await organisationFiguresOf(db, row, {
    sequence,
    domains,
    questionsOfDomain,
    organisationDomains,
    plan,
    cells: cellPlan.cells,
    answers,
    asked,
    choicesHeld: counts.held,
    previous: previous && previousRow ? { figures: previous, sequence: previousRow.sequence } : undefined,
  });
  if (cuts.figures) organisation.cuts = cuts.figures;
  if (counts.figures) organisation.countGroups = counts.figures;
  const respondents = [...cells.values()].reduce((total, byTeam) => total + [...byTeam.values()].reduce((sum, count) => sum + count, 0), 0);
  const teams = await changedTeams(db, row, opened, plan);
  await storePublication(
    db,
    { organisationId: row.organisationId, assessmentId: row.id, sequence, publishedOn, respondents, figures: organisation },
    { sets: plan, cells: cellPlan.cells, ...(Object.keys(cuts.cuts).length > 0 ? { cuts: cuts.cuts } : {}), counts: counts.sets },
    [...teams].map(([team, figure]) => ({ team, ...figure })),
  );
}
