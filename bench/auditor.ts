/**
 * The anonymity auditor's cost per release in a large organisation, without a database:
 * 1,000 teams of about ten people answer over 10 or 30 releases, each release a random mix
 * of every team's people, and each release is planned by planPublication (which calls
 * findExposure until what it admits passes) with the whole history of earlier publications,
 * as publishAfterRelease does.
 *
 *   node --import tsx bench/auditor.ts
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { findExposure, ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planPublication } from '#domain/publication-plan.ts';
import { DEFAULT_DOMAINS } from '#domain/question-bank.ts';
import { formatCount, formatMs, summariseLatencies } from './support/stats.ts';

export const AUDITOR_TEAMS = 1_000;
export const AUDITOR_RELEASE_COUNTS = (process.env.BENCH_AUDITOR_RELEASES ?? '10,30')
  .split(',')
  .map(Number)
  .filter((count) => Number.isInteger(count) && count > 0);

/** A small deterministic pseudo-random generator: every run draws the same organisation. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Simulation = {
  releases: number;
  people: number;
  /** Per release: planPublication's time, findExposure's time on everything published after it, and what the plan held back. */
  steps: { release: number; respondents: number; planMs: number; exposureMs: number; candidates: number; admitted: number; historySets: number }[];
};

/**
 * 1,000 teams of 6 to 14 people (about 10,000), plus one person without a team; every
 * person answers in one of `releaseCount` releases, drawn at random, so each release mixes
 * people of most teams.
 */
function simulate(releaseCount: number, seed: number): Simulation {
  const random = generator(seed);
  const teamKeys = Array.from({ length: AUDITOR_TEAMS }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
  const releaseOf: { team: string; release: number }[] = [{ team: '', release: 1 + Math.floor(random() * releaseCount) }];
  for (const team of teamKeys) {
    const size = 6 + Math.floor(random() * 9);
    for (let member = 0; member < size; member += 1) releaseOf.push({ team, release: 1 + Math.floor(random() * releaseCount) });
  }

  const byRelease = new Map<number, Map<string, number>>();
  for (let release = 1; release <= releaseCount; release += 1) byRelease.set(release, new Map());
  for (const person of releaseOf) {
    const teams = byRelease.get(person.release);
    teams?.set(person.team, (teams.get(person.team) ?? 0) + 1);
  }

  const domains = [...DEFAULT_DOMAINS] as string[];
  let history: Record<string, PublishedSet[]> = {};
  const cumulative = new Map<string, number>();
  let organisation = 0;
  const cells = new Map<number, ReadonlyMap<string, number>>();
  const steps: Simulation['steps'] = [];
  for (let release = 1; release <= releaseCount; release += 1) {
    const teams = byRelease.get(release) ?? new Map<string, number>();
    cells.set(release, teams);
    for (const [team, count] of teams) {
      cumulative.set(team, (cumulative.get(team) ?? 0) + count);
      organisation += count;
    }
    // Every respondent gives a value in every domain (the bench's answers: about 4 % "Prefer not to say", nine questions a domain).
    const domainRespondents = (group: string) => (group === ORGANISATION ? organisation : (cumulative.get(group) ?? 0));
    // What the plan is offered (as candidatesFor proposes it), to count what the auditor held back.
    const candidates = (() => {
      const last = new Map<string, number>();
      for (const set of history[domains[0] ?? ''] ?? []) if (set.group !== ORGANISATION) last.set(set.group, Math.max(last.get(set.group) ?? 0, set.upTo));
      let count = organisation >= ANONYMITY_THRESHOLD ? 1 : 0;
      for (const team of teamKeys) {
        let fresh = 0;
        for (const [number, byTeam] of cells) if (number > (last.get(team) ?? 0)) fresh += byTeam.get(team) ?? 0;
        if (fresh >= ANONYMITY_THRESHOLD && domainRespondents(team) >= ANONYMITY_THRESHOLD) count += 1;
      }
      return count;
    })();

    const planStarted = performance.now();
    const plan = planPublication({ release, cells, domains, domainCells: () => cells, history, domainRespondents });
    const planMs = performance.now() - planStarted;

    const merged: Record<string, PublishedSet[]> = {};
    for (const domain of domains) merged[domain] = [...(history[domain] ?? []), ...(plan[domain] ?? [])];
    history = merged;
    const exposureStarted = performance.now();
    const exposure = findExposure(cells, history[domains[0] ?? ''] ?? []);
    const exposureMs = performance.now() - exposureStarted;
    if (exposure) throw new Error(`release ${release}: what the plan admitted exposes a group of ${exposure.size}`);
    steps.push({
      release,
      respondents: [...teams.values()].reduce((total, count) => total + count, 0),
      planMs,
      exposureMs,
      candidates,
      admitted: plan[domains[0] ?? '']?.length ?? 0,
      historySets: history[domains[0] ?? '']?.length ?? 0,
    });
  }
  return { releases: releaseCount, people: releaseOf.length, steps };
}

function describe(simulation: Simulation): string[] {
  const plans = summariseLatencies(simulation.steps.map((step) => step.planMs));
  const exposures = summariseLatencies(simulation.steps.map((step) => step.exposureMs));
  const total = simulation.steps.reduce((sum, step) => sum + step.planMs, 0);
  const last = simulation.steps.at(-1);
  const slowest = simulation.steps.reduce((worst, step) => (step.planMs > worst.planMs ? step : worst));
  const heldBack = simulation.steps.reduce((sum, step) => sum + (step.candidates - step.admitted), 0);
  const offered = simulation.steps.reduce((sum, step) => sum + step.candidates, 0);
  return [
    `  ${simulation.releases} releases of about ${formatCount(simulation.people / simulation.releases)} people (${formatCount(simulation.people)} people, ${formatCount(AUDITOR_TEAMS)} teams): ` +
      `planPublication ${formatMs(total / simulation.releases)} per release on average (p50 ${formatMs(plans.p50)}, slowest ${formatMs(slowest.planMs)} at release ${slowest.release}, ` +
      `last ${formatMs(last?.planMs ?? Number.NaN)}); one findExposure over everything published: p50 ${formatMs(exposures.p50)}, last ${formatMs(last?.exposureMs ?? Number.NaN)} ` +
      `(${formatCount(last?.historySets ?? 0)} published sets a domain by the end; ${formatCount(heldBack)} of ${formatCount(offered)} proposed sets held back by the auditor)`,
    `    per release, planPublication ms: ${simulation.steps.map((step) => Math.round(step.planMs)).join(', ')}`,
  ];
}

/** Prints the auditor's figures; returns the lines too. */
export function benchmarkAuditor(): string[] {
  const lines = [`Anonymity auditor without a database (planPublication with the whole history, 5 domains; findExposure alone):`];
  for (const releaseCount of AUDITOR_RELEASE_COUNTS) {
    process.stderr.write(`[auditor bench] ${releaseCount} releases\n`);
    lines.push(...describe(simulate(releaseCount, 20261123 + releaseCount)));
  }
  console.log(lines.join('\n'));
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) benchmarkAuditor();
