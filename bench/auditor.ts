/**
 * The anonymity auditor's cost per release in a large organisation, without a database:
 * 1,000 teams of about ten people answer 45 questions over 1, 10 or 30 releases, each release a
 * random mix of every team's people, and each release is planned per item as
 * publishAfterRelease does: planPublication (every domain, with its teams, counted in people
 * and in people with a value in it) and planCells (the heat-map cells with their domains,
 * counted in answers), each calling findExposure until what it admits passes, with the whole
 * history of earlier publications.
 *
 *   node --import tsx bench/auditor.ts
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { findExposure, ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planCells } from '#domain/item-plan.ts';
import { planPublication } from '#domain/publication-plan.ts';
import { DEFAULT_DOMAINS } from '#domain/question-bank.ts';
import { formatCount, formatMs, summariseLatencies } from './support/stats.ts';

export const AUDITOR_TEAMS = 1_000;
export const AUDITOR_RELEASE_COUNTS = (process.env.BENCH_AUDITOR_RELEASES ?? '1,10,30')
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
  /**
   * Per release: planPublication's time (every domain, counted in people and in people with a
   * value in it), planCells' time (45 heat-map cells with their domains, counted in answers),
   * findExposure's time on everything published after it, and what the plan held back.
   */
  steps: {
    release: number;
    respondents: number;
    planMs: number;
    cellsMs: number;
    exposureMs: number;
    candidates: number;
    admitted: number;
    historySets: number;
    cellsShown: number;
  }[];
};

const QUESTIONS_PER_DOMAIN = 9;
/** The share of people who prefer not to say to a whole domain, and to any one other question. */
const DOMAIN_SILENCE = 0.05;
const QUESTION_SILENCE = 0.04;

type Person = { team: string; release: number; answered: Uint8Array };

/** Adds one to a count in a map of maps. */
function bump(cells: Map<number, Map<string, number>>, release: number, key: string) {
  let byKey = cells.get(release);
  if (!byKey) cells.set(release, (byKey = new Map()));
  byKey.set(key, (byKey.get(key) ?? 0) + 1);
}

/**
 * 1,000 teams of 6 to 14 people (about 10,000), plus one person without a team; every
 * person answers in one of `releaseCount` releases, drawn at random, so each release mixes
 * people of most teams. 45 questions in five domains of nine: 5 % of people prefer not to say
 * to a whole domain, and 4 % of the rest's answers are "Prefer not to say", so every domain and
 * every question is audited on counts of its own.
 */
function simulate(releaseCount: number, seed: number): Simulation {
  const random = generator(seed);
  const domains = [...DEFAULT_DOMAINS] as string[];
  const questionsOf = new Map(
    domains.map((domain) => [domain, Array.from({ length: QUESTIONS_PER_DOMAIN }, (_, index) => `${domain}-${index + 1}`)]),
  );
  const questionIds = [...questionsOf.values()].flat();
  const teamKeys = Array.from({ length: AUDITOR_TEAMS }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
  const person = (team: string): Person => {
    const answered = new Uint8Array(questionIds.length);
    domains.forEach((_, domain) => {
      const silent = random() < DOMAIN_SILENCE;
      for (let question = 0; question < QUESTIONS_PER_DOMAIN; question += 1)
        answered[domain * QUESTIONS_PER_DOMAIN + question] = !silent && random() >= QUESTION_SILENCE ? 1 : 0;
    });
    return { team, release: 1 + Math.floor(random() * releaseCount), answered };
  };
  const people: Person[] = [person('')];
  for (const team of teamKeys) {
    const size = 6 + Math.floor(random() * 9);
    for (let member = 0; member < size; member += 1) people.push(person(team));
  }

  const cells = new Map<number, Map<string, number>>();
  const domainCells = new Map(domains.map((domain) => [domain, new Map<number, Map<string, number>>()]));
  const answers = new Map<number, Map<string, number>>();
  for (let release = 1; release <= releaseCount; release += 1) {
    cells.set(release, new Map());
    answers.set(release, new Map());
    for (const byDomain of domainCells.values()) byDomain.set(release, new Map());
  }

  let history: Record<string, PublishedSet[]> = {};
  let cellHistory: Record<string, PublishedSet[]> = {};
  const cumulative = new Map<string, number>();
  const steps: Simulation['steps'] = [];
  for (let release = 1; release <= releaseCount; release += 1) {
    for (const released of people.filter((candidate) => candidate.release === release)) {
      bump(cells, release, released.team);
      domains.forEach((domain, index) => {
        const given = released.answered.subarray(index * QUESTIONS_PER_DOMAIN, (index + 1) * QUESTIONS_PER_DOMAIN);
        if (given.some((value) => value === 1)) {
          bump(domainCells.get(domain) ?? new Map(), release, released.team);
          cumulative.set(`${domain}\u0000${released.team}`, (cumulative.get(`${domain}\u0000${released.team}`) ?? 0) + 1);
          cumulative.set(`${domain}\u0000${ORGANISATION}`, (cumulative.get(`${domain}\u0000${ORGANISATION}`) ?? 0) + 1);
        }
      });
      released.answered.forEach((value, index) => {
        if (value === 1) bump(answers, release, questionIds[index] ?? '');
      });
    }
    const domainRespondents = (group: string, domain: string) => cumulative.get(`${domain}\u0000${group}`) ?? 0;
    // What the plan is offered (as candidatesFor proposes it), to count what the auditor held back.
    const firstDomain = domains[0] ?? '';
    const candidates = (() => {
      const last = new Map<string, number>();
      for (const set of history[firstDomain] ?? [])
        if (set.group !== ORGANISATION) last.set(set.group, Math.max(last.get(set.group) ?? 0, set.upTo));
      let count = domainRespondents(ORGANISATION, firstDomain) >= ANONYMITY_THRESHOLD ? 1 : 0;
      for (const team of teamKeys) {
        let fresh = 0;
        for (const [number, byTeam] of domainCells.get(firstDomain) ?? [])
          if (number <= release && number > (last.get(team) ?? 0)) fresh += byTeam.get(team) ?? 0;
        if (fresh >= ANONYMITY_THRESHOLD && domainRespondents(team, firstDomain) >= ANONYMITY_THRESHOLD) count += 1;
      }
      return count;
    })();

    const upTo = <T>(byRelease: Map<number, T>) => new Map([...byRelease].filter(([number]) => number <= release));
    const planStarted = performance.now();
    const plan = planPublication({
      release,
      cells: upTo(cells),
      domains,
      domainCells: (domain) => upTo(domainCells.get(domain) ?? new Map()),
      history,
      domainRespondents,
    });
    const planMs = performance.now() - planStarted;

    const merged: Record<string, PublishedSet[]> = {};
    for (const domain of domains) merged[domain] = [...(history[domain] ?? []), ...(plan[domain] ?? [])];
    const cellsStarted = performance.now();
    const cellPlan = planCells({ release, questionsOf, answers: upTo(answers), organisation: merged, history: cellHistory });
    const cellsMs = performance.now() - cellsStarted;
    for (const domain of cellPlan.withheld)
      merged[domain] = (merged[domain] ?? []).filter((set) => !(set.group === ORGANISATION && set.upTo === release));
    history = merged;
    const mergedCells: Record<string, PublishedSet[]> = {};
    for (const domain of domains) mergedCells[domain] = [...(cellHistory[domain] ?? []), ...(cellPlan.cells[domain] ?? [])];
    cellHistory = mergedCells;

    const exposureStarted = performance.now();
    const exposure =
      findExposure(upTo(domainCells.get(firstDomain) ?? new Map()), history[firstDomain] ?? []) ??
      findExposure(upTo(cells), history[firstDomain] ?? []);
    const exposureMs = performance.now() - exposureStarted;
    if (exposure) throw new Error(`release ${release}: what the plan admitted exposes a group of ${exposure.size}`);
    steps.push({
      release,
      respondents: [...(cells.get(release)?.values() ?? [])].reduce((total, count) => total + count, 0),
      planMs,
      cellsMs,
      exposureMs,
      candidates,
      admitted: plan[firstDomain]?.length ?? 0,
      historySets: history[firstDomain]?.length ?? 0,
      cellsShown: Object.values(cellPlan.cells).reduce((total, sets) => total + sets.length, 0),
    });
  }
  return { releases: releaseCount, people: people.length, steps };
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
      `(${formatCount(last?.historySets ?? 0)} published sets a domain by the end; ${formatCount(heldBack)} of ${formatCount(offered)} proposed sets of the first domain held back by the auditor)`,
    `    per release, planPublication ms: ${simulation.steps.map((step) => Math.round(step.planMs)).join(', ')}`,
    `    per release, planCells ms (45 cells with their 5 domains, in answers): ${simulation.steps.map((step) => Math.round(step.cellsMs)).join(', ')}; cells moved: ${simulation.steps.map((step) => step.cellsShown).join(', ')}`,
    `    whole audit of the slowest release (domains, teams and cells): ${formatMs(Math.max(...simulation.steps.map((step) => step.planMs + step.cellsMs)))}`,
  ];
}

/** Prints the auditor's figures; returns the lines too. */
export function benchmarkAuditor(): string[] {
  const lines = [
    `Anonymity auditor without a database (per item: 5 domains of 9 questions, each counted in the people or answers it sums; planPublication and planCells with the whole history; findExposure alone):`,
  ];
  for (const releaseCount of AUDITOR_RELEASE_COUNTS) {
    process.stderr.write(`[auditor bench] ${releaseCount} releases\n`);
    lines.push(...describe(simulate(releaseCount, 20261123 + releaseCount)));
  }
  console.log(lines.join('\n'));
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) benchmarkAuditor();
