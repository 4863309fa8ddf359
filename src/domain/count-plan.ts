import { unitsOf, type ReleasedGroups } from './cut-plan.ts';
import { planOverlapPublication, type Figure } from './overlap-plan.ts';

/*
 * Counts of one question of a counted kind (single choice, net promoter) per team and per
 * attribute value (decision 0068). Each category's count is a sum, over the people who answered
 * the question, of an indicator (1 where they chose it): publishing a group's counts is exactly
 * as safe as publishing a sum over the group's answerers, given the same family of published
 * sets. So the organisation's counts, every team's and every attribute value's, across
 * releases, go through the overlap planner together, in the universe of the answers to that
 * question (not people, not people with a value in a domain): no combination of them may
 * determine a sum over fewer than the threshold of answers. A figure moves only by the threshold
 * of new answers (as `planChoice` moves the organisation's) and otherwise keeps its earlier value.
 */

/**
 * A published count figure of one question: the organisation's (neither team nor attribute), one
 * team's, or one attribute value's answers, up to a release.
 */
export type CountSet = { team?: string; attribute?: string; value?: string; upTo: number };

export type CountPlanInput = {
  release: number;
  /** Every release so far with its respondent groups (their sealed `choices`). */
  releases: ReleasedGroups;
  question: string;
  /** Every count figure of the question published before. */
  history: readonly CountSet[];
  /** Whether the organisation's counts would move now (`planChoice`): it is then a candidate too. */
  organisationMoves: boolean;
  /** The attributes results are cut by. */
  attributes: readonly string[];
  threshold: number;
};

type Atom = { release: number; team: string; attributes: Readonly<Record<string, string>>; answers: number };

const holds = (set: CountSet) => (atom: Atom) =>
  atom.release <= set.upTo &&
  (set.team === undefined || atom.team === set.team) &&
  (set.attribute === undefined || atom.attributes[set.attribute] === set.value);

/** A figure's identity across releases. */
export const countSetId = (set: Omit<CountSet, 'upTo'>) => JSON.stringify([set.team ?? null, set.attribute ?? null, set.value ?? null]);

/** Whether every release so far sealed its groups' counts: one sealed before cannot be split by group. */
export const countsKnown = (releases: ReleasedGroups, upTo: number) =>
  releases.every((release) => release.release > upTo || release.groups.every((group) => group.tally.choices !== undefined));

function atomsOf(input: CountPlanInput): Atom[] {
  return input.releases.flatMap((release) =>
    release.release > input.release
      ? []
      : release.groups.map((group) => ({
          release: release.release,
          team: group.team,
          attributes: group.attributes,
          answers: (group.tally.choices?.[input.question] ?? []).reduce((sum, count) => sum + count, 0),
        })),
  );
}

/** Teams and attribute values that hold the threshold of answers, gained it since last shown, and leave it beside them. */
function groupCandidates(input: CountPlanInput, atoms: readonly Atom[]): { set: CountSet; rank: number }[] {
  const groups = new Map<string, { set: CountSet; rank: number }>();
  for (const atom of atoms) {
    if (atom.team !== '') groups.set(countSetId({ team: atom.team }), { set: { team: atom.team, upTo: input.release }, rank: 2 });
    for (const attribute of input.attributes) {
      const value = atom.attributes[attribute];
      if (value !== undefined) groups.set(countSetId({ attribute, value }), { set: { attribute, value, upTo: input.release }, rank: 1 });
    }
  }
  const everyone = atoms.reduce((sum, atom) => sum + atom.answers, 0);
  return [...groups]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([id, candidate]) => {
      const last = Math.max(0, ...input.history.filter((earlier) => countSetId(earlier) === id).map((earlier) => earlier.upTo));
      const member = holds(candidate.set);
      let answers = 0;
      let fresh = 0;
      for (const atom of atoms)
        if (member(atom)) {
          answers += atom.answers;
          if (atom.release > last) fresh += atom.answers;
        }
      // None beside it adds nothing; fewer than the threshold would be singled out by the difference.
      const ok = answers >= input.threshold && fresh >= input.threshold && everyone - answers >= input.threshold;
      return ok ? [candidate] : [];
    });
}

/**
 * The count figures of one question this publication moves: the organisation's (when proposed)
 * and the teams' and attribute values' that, with every count figure of the question published
 * before, determine no sum over fewer than the threshold of its answers. Null where an earlier
 * release sealed no counts per group: then only the organisation's counts are planned
 * (`planChoice`), as before.
 */
export function planCounts(input: CountPlanInput): CountSet[] | null {
  if (!countsKnown(input.releases, input.release)) return null;
  const atoms = atomsOf(input);
  const candidates = [
    ...(input.organisationMoves ? [{ set: { upTo: input.release } as CountSet, rank: 3 }] : []),
    ...groupCandidates(input, atoms),
  ];
  if (candidates.length === 0) return [];
  const units = unitsOf(atoms, (atom) => atom.answers);
  const figures: Figure[] = candidates.map((candidate, index) => ({
    id: String(index),
    units: units.members(holds(candidate.set)),
    rank: candidate.rank,
  }));
  const planned = planOverlapPublication({
    unitCount: units.total,
    published: input.history.map((set) => units.members(holds(set))),
    candidates: figures,
    options: { threshold: input.threshold },
  });
  const admitted = new Set(planned.admitted);
  return candidates.filter((_, index) => admitted.has(String(index))).map((candidate) => candidate.set);
}
