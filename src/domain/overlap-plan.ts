import { auditOverlap, type OverlapExposure, type OverlapOptions } from './overlap-auditor.ts';

/**
 * A figure that could be published: its key, the units its sum covers, and its rank: when the
 * figures would disclose too much, those of lower rank are given up first (a team × attribute
 * cell before its team, a team before the organisation; 0 when not given).
 */
export type Figure = { id: string; units: readonly number[]; rank?: number };

export type OverlapPlan = {
  /** The candidates to publish: with everything published before, they determine no set below the threshold. */
  admitted: string[];
  /** The candidates held back. */
  suppressed: string[];
  /** True when what was already published determines such a set: nothing new is admitted then. */
  earlierExposed: boolean;
};

export type OverlapPlanInput = {
  unitCount: number;
  /** The sets already published (every role, moment and export): they stay. */
  published: readonly (readonly number[])[];
  candidates: readonly Figure[];
  options?: OverlapOptions;
  /**
   * Give each held-back candidate another chance on its own, the largest first, when at most
   * this many were held back (default 64): each chance is a whole audit.
   */
  readmitLimit?: number;
};

/**
 * The candidates to give up for an exposure. For one the auditor proved: among the admitted
 * candidates that overlap the smallest published set holding exposed units (the sets whose
 * differences could leave them), the one of lowest rank, then fewest units; when none does, the
 * smallest of lowest rank. For one it could not rule out: every candidate of the lowest rank among
 * those it could not clear, at once (one a round would take as many audits; those that were not
 * needed come back when held-back candidates are offered again).
 */
function candidatesToDrop(exposure: OverlapExposure, sets: readonly (readonly number[])[], admitted: readonly Figure[]): number[] {
  const order = [...admitted.keys()].sort((a, b) => {
    const [first, second] = [admitted[a], admitted[b]];
    return (
      (first?.rank ?? 0) - (second?.rank ?? 0) ||
      (first?.units.length ?? 0) - (second?.units.length ?? 0) ||
      (first?.id ?? '').localeCompare(second?.id ?? '')
    );
  });
  if (!exposure.proven) {
    const uncleared = new Set(exposure.sets.map((set) => set - (sets.length - admitted.length)));
    const named = order.filter((index) => uncleared.has(index));
    const lowest = admitted[named[0] ?? -1]?.rank ?? 0;
    if (named.length > 0) return named.filter((index) => (admitted[index]?.rank ?? 0) === lowest);
  }
  const [context] = [...exposure.sets].sort((a, b) => (sets[a]?.length ?? 0) - (sets[b]?.length ?? 0));
  const near = new Set(context === undefined ? [] : sets[context]);
  const chosen = order.find((index) => admitted[index]?.units.some((unit) => near.has(unit))) ?? order[0];
  return chosen === undefined ? [] : [chosen];
}

/**
 * Offers held-back candidates again, the largest first: a group that passes together is
 * admitted at once, one that does not is split in halves, down to single candidates. Each
 * admission is audited with everything admitted before it.
 */
function readmit(group: readonly Figure[], admitted: Figure[], audit: (extra: readonly Figure[]) => readonly OverlapExposure[]): Figure[] {
  if (group.length === 0) return [];
  if (audit([...admitted, ...group]).length === 0) {
    admitted.push(...group);
    return [];
  }
  if (group.length === 1) return [...group];
  const middle = Math.ceil(group.length / 2);
  return [...readmit(group.slice(0, middle), admitted, audit), ...readmit(group.slice(middle), admitted, audit)];
}

/**
 * Which candidates to publish so that, with everything published before, no set of fewer than
 * the threshold of units is determined: candidates are held back, one per exposure a round (or
 * several for an exposure not ruled out), until the audit finds none, then (when few) the
 * held-back candidates are offered again, in groups split until they pass.
 */
export function planOverlapPublication(input: OverlapPlanInput): OverlapPlan {
  const audit = (extra: readonly Figure[]) =>
    auditOverlap(input.unitCount, [...input.published, ...extra.map((figure) => figure.units)], input.options).exposures;
  if (audit([]).length > 0) return { admitted: [], suppressed: input.candidates.map((figure) => figure.id), earlierExposed: true };
  let admitted = [...input.candidates];
  const held: Figure[] = [];
  for (let exposures = audit(admitted); exposures.length > 0; exposures = audit(admitted)) {
    const sets = [...input.published, ...admitted.map((figure) => figure.units)];
    const drop = new Set<number>();
    for (const exposure of exposures) for (const index of candidatesToDrop(exposure, sets, admitted)) drop.add(index);
    held.push(...admitted.filter((_, index) => drop.has(index)));
    admitted = admitted.filter((_, index) => !drop.has(index));
  }
  const suppressed =
    held.length <= (input.readmitLimit ?? 64)
      ? readmit(
          [...held].sort((a, b) => b.units.length - a.units.length || a.id.localeCompare(b.id)),
          admitted,
          audit,
        )
      : held;
  return { admitted: admitted.map((figure) => figure.id), suppressed: suppressed.map((figure) => figure.id), earlierExposed: false };
}
