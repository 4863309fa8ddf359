import { ORGANISATION, type PublishedSet } from './anonymity-auditor.ts';
import { planOverlapPublication, type Figure } from './overlap-plan.ts';
import type { RespondentGroup } from './respondent-groups.ts';

/*
 * Figures by attribute (decision 0064): per domain, the people of one attribute value
 * ("department: Sales"), or of one team with it, up to a release. Such sets overlap teams,
 * subtrees and each other, so the nested auditor's minimum cut no longer decides: once an
 * organisation has attributes, everything a release would publish in a domain (the organisation,
 * teams and subtrees the nested planner admitted, and the attribute figures) goes through the
 * overlap planner together with everything published before, counted both in people and in
 * people with a value in the domain (decision 0043). What it holds back keeps its earlier figure.
 *
 * Organisation-wide heat-map cells stay with the cell planner. A cell sums one question over
 * everyone; these figures sum whole domains over groups. A combination of both is, at person p
 * and question q, A(p) + b(q): unless b is the same for every question (and the combination is
 * then one of domain figures alone, which this planner audits), each person differs from zero at
 * some question, so it reaches everyone, never a few.
 */

/** A figure by attribute: the people with one value of it (of one team, for a team × attribute cell), up to a release. */
export type CutSet = { attribute: string; value: string; team?: string; upTo: number };

/** Every release up to the one being published, with its respondent groups. */
export type ReleasedGroups = readonly { release: number; groups: readonly RespondentGroup[] }[];

export type CutPlanInput = {
  release: number;
  releases: ReleasedGroups;
  domains: readonly string[];
  /** Per domain, the organisation, team and subtree sets published before. */
  history: Readonly<Record<string, readonly PublishedSet[]>>;
  /** Per domain, the attribute sets published before. */
  cutHistory: Readonly<Record<string, readonly CutSet[]>>;
  /** Per domain, the organisation, team and subtree sets the nested planner proposes now. */
  proposed: Readonly<Record<string, readonly PublishedSet[]>>;
  /** The attributes results are cut by. */
  attributes: readonly string[];
  threshold: number;
};

export type CutPlan = { plan: Record<string, PublishedSet[]>; cuts: Record<string, CutSet[]> };

type Atom = { release: number; team: string; attributes: Readonly<Record<string, string>>; people: number; answered: number };
type Member = (atom: Atom) => boolean;

const holdsSet =
  (set: PublishedSet): Member =>
  (atom) =>
    atom.release <= set.upTo && (set.group === ORGANISATION || (set.teams ? set.teams.includes(atom.team) : atom.team === set.group));

const holdsCut =
  (cut: CutSet): Member =>
  (atom) =>
    atom.release <= cut.upTo && atom.attributes[cut.attribute] === cut.value && (cut.team === undefined || cut.team === atom.team);

export const cutId = (cut: Omit<CutSet, 'upTo'>) => JSON.stringify([cut.attribute, cut.value, cut.team ?? null]);

/** Units of one count of each atom (people, or people with a value in the domain, or answers to a question), and each set's units. */
export function unitsOf<A>(atoms: readonly A[], count: (atom: A) => number) {
  const ranges: [number, number][] = [];
  let total = 0;
  for (const atom of atoms) {
    ranges.push([total, total + count(atom)]);
    total += count(atom);
  }
  const members = (member: (atom: A) => boolean) =>
    atoms.flatMap((atom, index) => {
      const [start, end] = ranges[index] ?? [0, 0];
      return member(atom) ? Array.from({ length: end - start }, (_, offset) => start + offset) : [];
    });
  return { total, members };
}

type Candidate = { id: string; member: Member; rank: number };

/** The attribute figures worth proposing in a domain: values (and team cells) that gained `threshold` people with a value since last shown. */
function cutCandidates(input: CutPlanInput, atoms: readonly Atom[], history: readonly CutSet[]): { cut: CutSet; candidate: Candidate }[] {
  // One pass over the atoms: per figure, the people with a value in the domain, per release.
  const found = new Map<string, { cut: CutSet; byRelease: Map<number, number> }>();
  for (const atom of atoms)
    for (const attribute of input.attributes) {
      const value = atom.attributes[attribute];
      if (value === undefined) continue;
      for (const cut of [{ attribute, value }, ...(atom.team === '' ? [] : [{ attribute, value, team: atom.team }])]) {
        const id = cutId(cut);
        let entry = found.get(id);
        if (!entry) found.set(id, (entry = { cut: { ...cut, upTo: input.release }, byRelease: new Map() }));
        entry.byRelease.set(atom.release, (entry.byRelease.get(atom.release) ?? 0) + atom.answered);
      }
    }
  const everyone = atoms.reduce((sum, atom) => sum + atom.answered, 0);
  const teams = new Map<string, number>();
  for (const atom of atoms) teams.set(atom.team, (teams.get(atom.team) ?? 0) + atom.answered);
  const proposals: { cut: CutSet; candidate: Candidate }[] = [];
  for (const [id, { cut, byRelease }] of [...found].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const last = Math.max(0, ...history.filter((earlier) => cutId(earlier) === id).map((earlier) => earlier.upTo));
    let answered = 0;
    let fresh = 0;
    for (const [release, count] of byRelease) {
      answered += count;
      if (release > last) fresh += count;
    }
    // What is left beside it in its team (a cell) or the organisation (a value): none adds nothing,
    // fewer than the threshold would be singled out by the difference. Neither is worth an audit.
    const rest = (cut.team === undefined ? everyone : (teams.get(cut.team) ?? 0)) - answered;
    if (answered >= input.threshold && fresh >= input.threshold && rest >= input.threshold)
      proposals.push({ cut, candidate: { id: `cut ${id}`, member: holdsCut(cut), rank: cut.team === undefined ? 1 : 0 } });
  }
  return proposals;
}

/** What may be published in one domain: the proposed sets and attribute figures both universes admit. */
function planDomain(input: CutPlanInput, domain: string, atoms: readonly Atom[]) {
  const proposed = input.proposed[domain] ?? [];
  const published = [...(input.history[domain] ?? []).map(holdsSet), ...(input.cutHistory[domain] ?? []).map(holdsCut)];
  const cuts = cutCandidates(input, atoms, input.cutHistory[domain] ?? []);
  let candidates: Candidate[] = [
    ...proposed.map((set, index) => ({ id: `set ${index}`, member: holdsSet(set), rank: set.group === ORGANISATION ? 3 : 2 })),
    ...cuts.map((entry) => entry.candidate),
  ];
  // Everyone released ("Prefer not to say" counts), then people with a value in the domain (their answers' sums).
  for (const count of [(atom: Atom) => atom.people, (atom: Atom) => atom.answered]) {
    const units = unitsOf(atoms, count);
    const figures: Figure[] = candidates.map((candidate) => ({
      id: candidate.id,
      units: units.members(candidate.member),
      rank: candidate.rank,
    }));
    const admitted = new Set(
      planOverlapPublication({
        unitCount: units.total,
        published: published.map(units.members),
        candidates: figures,
        options: { threshold: input.threshold },
      }).admitted,
    );
    candidates = candidates.filter((candidate) => admitted.has(candidate.id));
  }
  const kept = new Set(candidates.map((candidate) => candidate.id));
  return {
    plan: proposed.filter((_, index) => kept.has(`set ${index}`)),
    cuts: cuts.filter((entry) => kept.has(entry.candidate.id)).map((entry) => entry.cut),
  };
}

/**
 * Plans a release's publication once attributes exist: the nested planner's proposal, less what
 * the overlap planner holds back, and the attribute figures it admits. An organisation without
 * attributes (none recorded, none ever shown) keeps the nested planner's proposal as it is.
 */
export function planCuts(input: CutPlanInput): CutPlan {
  const withAttributes = input.releases.some((release) =>
    release.groups.some((group) => input.attributes.some((attribute) => group.attributes[attribute] !== undefined)),
  );
  const shownBefore = Object.values(input.cutHistory).some((sets) => sets.length > 0);
  const plan: Record<string, PublishedSet[]> = {};
  const cuts: Record<string, CutSet[]> = {};
  for (const domain of input.domains) {
    if (!withAttributes && !shownBefore) {
      plan[domain] = [...(input.proposed[domain] ?? [])];
      continue;
    }
    const atoms = input.releases.flatMap((release) =>
      release.release > input.release
        ? []
        : release.groups.map((group) => ({
            release: release.release,
            team: group.team,
            attributes: group.attributes,
            people: group.tally.respondents,
            answered: group.tally.domains[domain]?.respondents ?? 0,
          })),
    );
    const planned = planDomain(input, domain, atoms);
    plan[domain] = planned.plan;
    if (planned.cuts.length > 0) cuts[domain] = planned.cuts;
  }
  return { plan, cuts };
}
