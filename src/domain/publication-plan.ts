import { ANONYMITY_THRESHOLD } from './anonymity.ts';
import { findExposure, ORGANISATION, type PublishedSet, type ReleaseCells } from './anonymity-auditor.ts';

export type PlanInput = {
  /** The release just written (releases are numbered 1, 2, …). */
  release: number;
  /** Respondents per release and team, every release up to and including `release`. */
  cells: ReleaseCells;
  domains: readonly string[];
  /**
   * The people who gave at least one value in the domain, per release and team: a domain's
   * figures are sums of their answers, so they are what a group must hold enough of. `cells`
   * (everyone released) stays audited too: "Prefer not to say" counts are sums over people.
   */
  domainCells(domain: string): ReleaseCells;
  /** Respondents with at least one value in the domain, cumulative to `release`: ORGANISATION or a team key. */
  domainRespondents(group: string, domain: string): number;
  /** Every set already published, per domain (domains hold different questions, so they are audited apart). */
  history: Readonly<Record<string, readonly PublishedSet[]>>;
  /**
   * Groups of several teams to publish too (each manager's whole subtree), by group key and
   * the teams they hold now; `domainRespondents` answers for their keys.
   */
  subtrees?: readonly Subtree[];
  threshold?: number;
};

export type Subtree = { group: string; teams: readonly string[] };

type Candidate = PublishedSet & { fresh: number };

const keyOf = (set: PublishedSet) => `${set.group}\u0000${set.upTo}${set.teams ? `\u0000${[...set.teams].sort().join(',')}` : ''}`;
const sameTeams = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

function newRespondents(cells: ReleaseCells, team: string, after: number, upTo: number): number {
  let total = 0;
  for (const [release, teams] of cells) if (release > after && release <= upTo) total += teams.get(team) ?? 0;
  return total;
}

function teamsIn(cells: ReleaseCells): string[] {
  const teams = new Set<string>();
  for (const byTeam of cells.values()) for (const [team, count] of byTeam) if (team !== '' && count > 0) teams.add(team);
  return [...teams].sort();
}

/**
 * The candidates of one domain: the organisation, and every team that gained at least
 * `threshold` people with an answer in the domain since its figure was last published (a team
 * that gained fewer keeps showing its earlier figure: a change by fewer answers would single
 * them out).
 */
function candidatesFor(input: PlanInput, domain: string, answered: ReleaseCells, threshold: number): Candidate[] {
  const history = input.history[domain] ?? [];
  const candidates: Candidate[] = [];
  if (input.domainRespondents(ORGANISATION, domain) >= threshold)
    candidates.push({ group: ORGANISATION, upTo: input.release, fresh: Infinity });
  for (const team of teamsIn(input.cells)) {
    const last = Math.max(0, ...history.filter((set) => set.group === team).map((set) => set.upTo));
    const fresh = newRespondents(answered, team, last, input.release);
    if (fresh >= threshold && input.domainRespondents(team, domain) >= threshold)
      candidates.push({ group: team, upTo: input.release, fresh });
  }
  // A subtree as a team: again only once it gained `threshold` people since it was last shown
  // with the same teams (a subtree whose teams changed is a new group).
  for (const subtree of input.subtrees ?? []) {
    const last = Math.max(
      0,
      ...history.filter((set) => set.group === subtree.group && sameTeams(set.teams, subtree.teams)).map((set) => set.upTo),
    );
    const fresh = subtree.teams.reduce((total, team) => total + newRespondents(answered, team, last, input.release), 0);
    if (fresh >= threshold && input.domainRespondents(subtree.group, domain) >= threshold)
      candidates.push({ group: subtree.group, upTo: input.release, teams: [...subtree.teams], fresh });
  }
  return candidates;
}

/**
 * Which candidate to give up next: subtrees before teams (a team is the finer, more wanted
 * view), among them one that borders the exposed group if any, the one with fewest new
 * people first; the organisation last.
 */
function nextToDrop(candidates: readonly Candidate[], bordering: readonly PublishedSet[]): Candidate | undefined {
  const borderingKeys = new Set(bordering.map(keyOf));
  for (const kind of [
    candidates.filter((candidate) => candidate.teams),
    candidates.filter((candidate) => !candidate.teams && candidate.group !== ORGANISATION),
  ]) {
    const pool = kind.some((candidate) => borderingKeys.has(keyOf(candidate)))
      ? kind.filter((candidate) => borderingKeys.has(keyOf(candidate)))
      : kind;
    const [smallest] = [...pool].sort((a, b) => a.fresh - b.fresh || a.group.localeCompare(b.group));
    if (smallest) return smallest;
  }
  return candidates.find((candidate) => candidate.group === ORGANISATION);
}

/** A group of fewer than `threshold` people, or of people with an answer in the domain, that the sets make computable. */
const exposureOf = (people: ReleaseCells, answered: ReleaseCells, sets: readonly PublishedSet[], threshold: number) =>
  findExposure(answered, sets, threshold) ?? (answered === people ? null : findExposure(people, sets, threshold));

function auditDomain(
  input: PlanInput,
  answered: ReleaseCells,
  history: readonly PublishedSet[],
  candidates: Candidate[],
  threshold: number,
): PublishedSet[] {
  let admitted = [...candidates];
  const dropped: Candidate[] = [];
  for (;;) {
    const exposure = exposureOf(input.cells, answered, [...history, ...admitted], threshold);
    if (!exposure) break;
    const drop = nextToDrop(admitted, exposure.bordering);
    if (!drop) return [];
    dropped.push(drop);
    admitted = admitted.filter((candidate) => candidate !== drop);
  }
  // Dropping one at a time can drop more than needed: give each dropped team, the largest
  // first, another chance on its own against what was admitted; subtrees after every team,
  // so a subtree never takes a team's place.
  const subtreesLast = (candidate: Candidate) => (candidate.teams ? 1 : 0);
  for (const candidate of [...dropped].sort(
    (a, b) => subtreesLast(a) - subtreesLast(b) || b.fresh - a.fresh || a.group.localeCompare(b.group),
  )) {
    if (!exposureOf(input.cells, answered, [...history, ...admitted, candidate], threshold)) admitted.push(candidate);
  }
  return admitted.map(({ group, upTo, teams }) => (teams ? { group, upTo, teams } : { group, upTo }));
}

/** A text that is the same exactly for the same cells: domains that everyone answered alike share one audit. */
function fingerprint(cells: ReleaseCells): string {
  const parts: string[] = [];
  for (const [release, teams] of [...cells].sort(([a], [b]) => a - b))
    for (const [team, count] of [...teams].sort(([a], [b]) => a.localeCompare(b)))
      if (count > 0) parts.push(`${release}\u0000${team}\u0000${count}`);
  return parts.join('\u0001');
}

/**
 * Plans the publication that follows a release: per domain, the sets it adds to what has
 * been published. Everything proposed passes the auditor together with the whole history,
 * counted both in people and in people with an answer in the domain; where it would not, more
 * is suppressed (the team with the fewest new answers, then the next), never less. Domains
 * with the same history, candidates and answers are audited once.
 */
export function planPublication(input: PlanInput): Record<string, PublishedSet[]> {
  const threshold = input.threshold ?? ANONYMITY_THRESHOLD;
  const plan: Record<string, PublishedSet[]> = {};
  const audited = new Map<string, PublishedSet[]>();
  for (const domain of input.domains) {
    const history = input.history[domain] ?? [];
    const answered = input.domainCells(domain);
    const candidates = candidatesFor(input, domain, answered, threshold);
    const key = JSON.stringify([history.map(keyOf).sort(), candidates.map(keyOf), answered === input.cells ? '' : fingerprint(answered)]);
    let admitted = audited.get(key);
    if (!admitted) {
      admitted = auditDomain(input, answered, history, candidates, threshold);
      audited.set(key, admitted);
    }
    plan[domain] = admitted;
  }
  return plan;
}
