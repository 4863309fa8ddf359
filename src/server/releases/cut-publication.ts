import type { PublishedSet } from '#domain/anonymity-auditor.ts';
import { cutId, planCuts, type CutSet, type ReleasedGroups } from '#domain/cut-plan.ts';
import { addTally, emptyTally } from '#domain/tallies.ts';
import type { CutFigures } from './figures.ts';

/** Every attribute the released groups record: what results may be cut by. */
export const attributesIn = (releases: ReleasedGroups) =>
  [...new Set(releases.flatMap((release) => release.groups.flatMap((group) => Object.keys(group.attributes))))].sort();

/** The sums of a figure by attribute in one domain, up to its release. */
function cutTally(releases: ReleasedGroups, cut: CutSet, domain: string) {
  const total = emptyTally();
  for (const release of releases) {
    if (release.release > cut.upTo) continue;
    for (const group of release.groups) {
      const tally = group.tally.domains[domain];
      if (tally && group.attributes[cut.attribute] === cut.value && (cut.team === undefined || cut.team === group.team))
        addTally(total, tally);
    }
  }
  return { ...total, upTo: cut.upTo };
}

/** The figures by attribute after this release: the admitted ones move, every other keeps its earlier value. */
function cutFiguresAfter(releases: ReleasedGroups, cuts: Readonly<Record<string, readonly CutSet[]>>, previous: CutFigures | undefined) {
  const figures: CutFigures = structuredClone(previous ?? {});
  for (const [domain, sets] of Object.entries(cuts))
    for (const cut of sets) {
      const key = cutId(cut);
      const figure = (figures[key] ??= {
        attribute: cut.attribute,
        value: cut.value,
        ...(cut.team === undefined ? {} : { team: cut.team }),
        domains: {},
      });
      figure.domains[domain] = cutTally(releases, cut, domain);
    }
  return figures;
}

/**
 * The release's plan once attributes are in play (src/domain/cut-plan.ts) and the figures by
 * attribute it leads to. `plan` is the nested planner's proposal; what the overlap planner holds
 * back of it keeps its earlier figure like anything else not admitted.
 */
export function publishCuts(input: {
  release: number;
  releases: ReleasedGroups;
  domains: readonly string[];
  history: Readonly<Record<string, readonly PublishedSet[]>>;
  cutHistory: Readonly<Record<string, readonly CutSet[]>>;
  plan: Readonly<Record<string, readonly PublishedSet[]>>;
  threshold: number;
  previous: CutFigures | undefined;
}) {
  const planned = planCuts({
    release: input.release,
    releases: input.releases,
    domains: input.domains,
    history: input.history,
    cutHistory: input.cutHistory,
    proposed: input.plan,
    attributes: attributesIn(input.releases),
    threshold: input.threshold,
  });
  const shown = Object.keys(planned.cuts).length > 0 || input.previous !== undefined;
  return {
    plan: planned.plan,
    cuts: planned.cuts,
    figures: shown ? cutFiguresAfter(input.releases, planned.cuts, input.previous) : undefined,
  };
}
