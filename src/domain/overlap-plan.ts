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
 * The candidate to give up for an exposure: among the admitted candidates that overlap the
 * smallest published set holding exposed units (the sets whose differences could leave them),
 * the one of lowest rank, then fewest units; when none does, the smallest of lowest rank.
 */
function candidateToDrop(exposure: OverlapExposure, sets: readonly (readonly number[])[], admitted: readonly Figure[]) {
  const [context] = [...exposure.sets].sort((a, b) => (sets[a]?.length ?? 0) - (sets[b]?.length ?? 0));
  const near = new Set(context === undefined ? [] : sets[context]);
  const order = [...admitted.keys()].sort((a, b) => {
    const [first, second] = [admitted[a], admitted[b]];
    return (
      (first?.rank ?? 0) - (second?.rank ?? 0) ||
      (first?.units.length ?? 0) - (second?.units.length ?? 0) ||
      (first?.id ?? '').localeCompare(second?.id ?? '')
    );
  });
  return order.find((index) => admitted[index]?.units.some((unit) => near.has(unit))) ?? order[0];
}

/**
 * Which candidates to publish so that, with everything published before, no set of fewer than
 * the threshold of units is determined: candidates are held back, one per exposure a round,
 * until the audit finds none, then (when few) each held-back candidate is tried again alone.
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
    for (const exposure of exposures) {
      const index = candidateToDrop(exposure, sets, admitted);
      if (index !== undefined) drop.add(index);
    }
    held.push(...admitted.filter((_, index) => drop.has(index)));
    admitted = admitted.filter((_, index) => !drop.has(index));
  }
  if (held.length <= (input.readmitLimit ?? 64)) {
    for (const figure of [...held].sort((a, b) => b.units.length - a.units.length || a.id.localeCompare(b.id))) {
      if (audit([...admitted, figure]).length === 0) {
        admitted.push(figure);
        held.splice(held.indexOf(figure), 1);
      }
    }
  }
  return { admitted: admitted.map((figure) => figure.id), suppressed: held.map((figure) => figure.id), earlierExposed: false };
}
