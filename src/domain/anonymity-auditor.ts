import { ANONYMITY_THRESHOLD } from './anonymity.ts';

/**
 * The anonymity auditor: the last gate before a figure is published.
 *
 * Model. Answers reach results only in releases (batches of at least six people). Every
 * published figure is a sum, over a set of respondents, of something each respondent gave
 * (a question's values, a domain's values, "prefer not to say" marks, a count). The sets
 * that occur are "the respondents of group G released up to and including release t",
 * where G is the whole organisation or one team (a manager's direct reports; people
 * without a manager belong to no team). An attacker may know exactly who is in every set
 * (who answered when, who is in which team) and may add and subtract every figure ever
 * published for the assessment. A group's sum becomes computable exactly when its
 * indicator vector lies in the span of the published sets' indicator vectors.
 *
 * Exact check. In that span every vector has, at respondent r of release b in team τ, the
 * value A(b) + C_τ(b): A is constant between consecutive organisation publications and
 * C_τ between consecutive publications of team τ (0 after its last one). Writing the
 * intervals as nodes (organisation intervals on one side, team intervals on the other,
 * and one shared "unpublished" node whose value is fixed at 0) and each non-empty
 * (release, team) cell as an edge weighted by its respondents, a group is computable
 * exactly when some potential on the nodes makes every edge differ by 0 or 1 across it,
 * and the group is the edges that differ. Cutting such a potential at any level gives a
 * closed node set, so the smallest computable group is the minimum directed cut (edges
 * org-interval → team-interval cost their weight, the reverse direction is forbidden).
 * The auditor looks for a cut below the threshold with bounded max-flows. This is exact,
 * not a heuristic: `src/domain/anonymity-auditor.test.ts` compares it with a
 * brute-force linear-algebra solver on random organisations.
 *
 * Groups of several teams (subtrees). A set that spans teams (`teams`) nests with the teams
 * inside it, with the organisation and with other such sets, and a combination of them
 * (a subtree minus its manager's team minus a sub-subtree) can leave a few people. Its
 * intervals join the organisation's side: each (release, team) cell hangs from a node for
 * the whole tuple of intervals of the organisation and of every spanning set holding the
 * team, and that node's value is left free. Every real combination is one of these (the
 * node's value is the sum of the sets' values), so the check stays sound; it may see a
 * group that no real combination gives (it forgets that the sums share their parts) and
 * then suppresses more than needed, never less. Without spanning sets every node is one
 * organisation interval, and the check is the exact one above.
 */

/** The whole organisation, as a group of a published set. */
export const ORGANISATION = '*';

/**
 * "The respondents of `group` released in releases 1 … `upTo`" (a team key, or ORGANISATION).
 * A group made of several teams (a manager's whole subtree) lists them in `teams`.
 */
export type PublishedSet = { group: string; upTo: number; teams?: readonly string[] };

/** How many respondents each release (numbered from 1) brought to each team ('' for no team). */
export type ReleaseCells = ReadonlyMap<number, ReadonlyMap<string, number>>;

export type Exposure = {
  /** Respondents in the smallest group whose sums could be worked out (1 … threshold − 1). */
  size: number;
  /** The team and spanning sets whose intervals border that group: suppressing one of them may help. */
  bordering: PublishedSet[];
};

const UNPUBLISHED = -1;
const FORBIDDEN = 1e9;

type Graph = {
  nodeCount: number;
  /** Per node, indexes of its outgoing arcs. */
  outgoing: number[][];
  arcTo: number[];
  arcCapacity: number[];
  /** For each node, the team set whose interval it stands for (team side only). */
  teamSetOf: Map<number, PublishedSet>;
  /** For each node of the organisation's side, the spanning sets whose intervals it joins. */
  spanningSetsOf: Map<number, PublishedSet[]>;
};

type Spanning = { teams: ReadonlySet<string>; ends: number[]; sets: PublishedSet[] };

/** Sets over several teams, by group and members: a subtree whose teams changed is another group. */
function spanningGroups(sets: readonly PublishedSet[]): Spanning[] {
  const groups = new Map<string, Spanning>();
  for (const set of sets) {
    if (!set.teams) continue;
    const key = `${set.group}\u0000${[...set.teams].sort().join('\u0000')}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { teams: new Set(set.teams), ends: [], sets: [] }));
    if (!group.ends.includes(set.upTo)) group.ends.push(set.upTo);
    group.sets.push(set);
  }
  for (const group of groups.values()) group.ends.sort((a, b) => a - b);
  return [...groups.values()];
}

/** Upper ends of a group's intervals, ascending: interval k covers (ends[k-1], ends[k]]. */
function intervalEnds(sets: readonly PublishedSet[], group: string): number[] {
  return [...new Set(sets.filter((set) => set.group === group).map((set) => set.upTo))].sort((a, b) => a - b);
}

function intervalIndex(ends: readonly number[], release: number): number {
  for (let index = 0; index < ends.length; index += 1) if (release <= (ends[index] ?? 0)) return index;
  return UNPUBLISHED;
}

function buildGraph(cells: ReleaseCells, sets: readonly PublishedSet[]): Graph {
  const organisationEnds = intervalEnds(sets, ORGANISATION);
  const teamSets = sets.filter((set) => !set.teams);
  const teamEnds = new Map<string, number[]>();
  for (const set of teamSets)
    if (set.group !== ORGANISATION && !teamEnds.has(set.group)) teamEnds.set(set.group, intervalEnds(teamSets, set.group));
  const spanning = spanningGroups(sets);

  // Node 0 is the shared unpublished node, then organisation intervals, then team intervals.
  const nodeOf = new Map<string, number>([['unpublished', 0]]);
  const teamSetOf = new Map<number, PublishedSet>();
  const spanningSetsOf = new Map<number, PublishedSet[]>();
  const node = (key: string, teamSet?: PublishedSet) => {
    let id = nodeOf.get(key);
    if (id === undefined) {
      id = nodeOf.size;
      nodeOf.set(key, id);
      if (teamSet) teamSetOf.set(id, teamSet);
    }
    return id;
  };
  /** The organisation's-side node of a cell: its organisation interval and the intervals of every spanning set holding it. */
  const leftNode = (release: number, team: string) => {
    const organisationInterval = intervalIndex(organisationEnds, release);
    const parts = organisationInterval === UNPUBLISHED ? [] : [`o${organisationInterval}`];
    const touching: PublishedSet[] = [];
    spanning.forEach((group, index) => {
      const interval = group.teams.has(team) ? intervalIndex(group.ends, release) : UNPUBLISHED;
      if (interval === UNPUBLISHED) return;
      parts.push(`s${index}:${interval}`);
      touching.push(...group.sets.filter((set) => set.upTo === group.ends[interval]));
    });
    if (parts.length === 0) return 0;
    const id = node(parts.join('|'));
    if (touching.length > 0) spanningSetsOf.set(id, touching);
    return id;
  };

  const weights = new Map<string, number>();
  for (const [release, teams] of cells) {
    for (const [team, count] of teams) {
      if (count <= 0) continue;
      const left = leftNode(release, team);
      const ends = teamEnds.get(team) ?? [];
      const teamInterval = intervalIndex(ends, release);
      const right =
        teamInterval === UNPUBLISHED ? 0 : node(`t${team}\u0000${teamInterval}`, { group: team, upTo: ends[teamInterval] ?? 0 });
      if (left === right) continue; // in no published set at all
      const key = `${left}>${right}`;
      weights.set(key, (weights.get(key) ?? 0) + count);
    }
  }

  const nodeCount = nodeOf.size;
  const outgoing: number[][] = Array.from({ length: nodeCount }, () => []);
  const arcTo: number[] = [];
  const arcCapacity: number[] = [];
  const addArc = (from: number, to: number, capacity: number) => {
    outgoing[from]?.push(arcTo.length);
    arcTo.push(to);
    arcCapacity.push(capacity);
  };
  for (const [key, weight] of weights) {
    const [left, right] = key.split('>').map(Number) as [number, number];
    // Each arc is followed by its reverse, so arc ^ 1 is the residual partner.
    addArc(left, right, weight);
    addArc(right, left, FORBIDDEN);
  }
  return { nodeCount, outgoing, arcTo, arcCapacity, teamSetOf, spanningSetsOf };
}

/**
 * Max-flow from `source` to `sink`, stopping as soon as it reaches `enough`; returns the
 * flow and the nodes still reachable from the source (the source side of a minimum cut).
 */
function boundedFlow(graph: Graph, source: number, sink: number, enough: number) {
  const residual = [...graph.arcCapacity];
  // Paired arcs: arc 2k is left→right with its weight, 2k+1 is right→left, forbidden to cut.
  // Their residual partners are implicit: pushing along 2k frees capacity on 2k+1 and back.
  let flow = 0;
  const previousArc = new Int32Array(graph.nodeCount);
  for (;;) {
    previousArc.fill(-1);
    const queue = [source];
    previousArc[source] = -2;
    for (let head = 0; head < queue.length && previousArc[sink] === -1; head += 1) {
      const from = queue[head] ?? 0;
      for (const arc of graph.outgoing[from] ?? []) {
        const to = graph.arcTo[arc] ?? 0;
        if ((residual[arc] ?? 0) > 0 && previousArc[to] === -1) {
          previousArc[to] = arc;
          queue.push(to);
        }
      }
    }
    if (previousArc[sink] === -1) {
      const sourceSide = new Set<number>();
      for (let nodeId = 0; nodeId < graph.nodeCount; nodeId += 1) if (previousArc[nodeId] !== -1) sourceSide.add(nodeId);
      return { flow, sourceSide };
    }
    let bottleneck = Infinity;
    for (let at = sink; at !== source;) {
      const arc = previousArc[at] ?? 0;
      bottleneck = Math.min(bottleneck, residual[arc] ?? 0);
      at = graph.arcTo[arc ^ 1] ?? 0;
    }
    for (let at = sink; at !== source;) {
      const arc = previousArc[at] ?? 0;
      residual[arc] = (residual[arc] ?? 0) - bottleneck;
      residual[arc ^ 1] = (residual[arc ^ 1] ?? 0) + bottleneck;
      at = graph.arcTo[arc ^ 1] ?? 0;
    }
    flow += bottleneck;
    if (flow >= enough) return { flow, sourceSide: new Set<number>() };
  }
}

function components(graph: Graph): number[][] {
  const seen = new Uint8Array(graph.nodeCount);
  const result: number[][] = [];
  for (let start = 0; start < graph.nodeCount; start += 1) {
    if (seen[start] || (graph.outgoing[start]?.length ?? 0) === 0) continue;
    const members = [start];
    seen[start] = 1;
    for (let head = 0; head < members.length; head += 1) {
      for (const arc of graph.outgoing[members[head] ?? 0] ?? []) {
        const to = graph.arcTo[arc] ?? 0;
        if (!seen[to]) {
          seen[to] = 1;
          members.push(to);
        }
      }
    }
    result.push(members);
  }
  return result;
}

function exposureOf(graph: Graph, sourceSide: ReadonlySet<number>, size: number): Exposure {
  const bordering = new Map<string, PublishedSet>();
  for (const from of sourceSide) {
    for (const arc of graph.outgoing[from] ?? []) {
      const to = graph.arcTo[arc] ?? 0;
      if (arc % 2 !== 0 || sourceSide.has(to)) continue;
      for (const set of [graph.teamSetOf.get(to), ...(graph.spanningSetsOf.get(from) ?? [])])
        if (set) bordering.set(`${set.group}\u0000${set.upTo}`, set);
    }
  }
  return { size, bordering: [...bordering.values()] };
}

/**
 * The smallest group of fewer than `threshold` respondents whose sums the published sets
 * make computable, or null when every computable group has at least `threshold`.
 */
export function findExposure(cells: ReleaseCells, sets: readonly PublishedSet[], threshold = ANONYMITY_THRESHOLD): Exposure | null {
  const graph = buildGraph(cells, sets);
  let smallest: Exposure | null = null;
  for (const members of components(graph)) {
    const [root, ...others] = members;
    if (root === undefined) continue;
    for (const other of others) {
      for (const [source, sink] of [
        [root, other],
        [other, root],
      ] as const) {
        const limit = smallest ? smallest.size : threshold;
        const { flow, sourceSide } = boundedFlow(graph, source, sink, limit);
        if (flow < limit && flow > 0) smallest = exposureOf(graph, sourceSide, flow);
      }
    }
  }
  return smallest;
}
