import { auditOverlap, type OverlapExposure, type OverlapOptions } from './overlap-auditor.ts';

/** A figure that could be published: its key and the units its sum covers. */
export type Figure = { id: string; units: readonly number[] };

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
  /** Give each held-back candidate another chance on its own, the largest first (default true). */
  readmit?: boolean;
};

/**
 * The candidate to give up for an exposure: among the admitted candidates that overlap a set
 * holding the exposed units (the sets whose difference could leave them), the one with fewest
 * units; when none does, the smallest admitted candidate.
 */
function candidateToDrop(exposure: OverlapExposure, sets: readonly (readonly number[])[], first: number, admitted: readonly Figure[]) {
  const near = new Set<number>();
  for (const set of exposure.sets) for (const unit of sets[set] ?? []) near.add(unit);
  const bySize = [...admitted.keys()].sort(
    (a, b) =>
      (admitted[a]?.units.length ?? 0) - (admitted[b]?.units.length ?? 0) || (admitted[a]?.id ?? '').localeCompare(admitted[b]?.id ?? ''),
  );
  const named = bySize.find((index) => exposure.sets.includes(first + index));
  if (named !== undefined) return named;
  const overlapping = bySize.find((index) => admitted[index]?.units.some((unit) => near.has(unit)));
  return overlapping ?? bySize[0];
}

/**
 * Which candidates to publish so that, with everything published before, no set of fewer than
 * the threshold of units is determined: candidates are held back, one per exposure a round,
 * until the audit finds none, then each held-back candidate is tried again alone.
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
      const index = candidateToDrop(exposure, sets, input.published.length, admitted);
      if (index !== undefined) drop.add(index);
    }
    held.push(...admitted.filter((_, index) => drop.has(index)));
    admitted = admitted.filter((_, index) => !drop.has(index));
  }
  if (input.readmit ?? true) {
    for (const figure of [...held].sort((a, b) => b.units.length - a.units.length || a.id.localeCompare(b.id))) {
      if (audit([...admitted, figure]).length === 0) {
        admitted.push(figure);
        held.splice(held.indexOf(figure), 1);
      }
    }
  }
  return { admitted: admitted.map((figure) => figure.id), suppressed: held.map((figure) => figure.id), earlierExposed: false };
}
