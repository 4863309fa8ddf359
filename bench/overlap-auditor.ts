/**
 * The overlap auditor on a large organisation, without a database: one release of 10,000 people
 * in 1,000 teams of 6 to 14, with three attributes of up to 20 values (a department per team, a
 * location where most of a team sits and some work elsewhere, and a tenure band of each person's
 * own). The dashboard would publish the organisation, every team, every attribute value and every
 * team × attribute cell of at least six people that is not the whole team; the plan decides which
 * of them to show so that no set of fewer than six people is determined, and the figures are:
 * one audit of everything proposed, the whole plan, and the plan's memory.
 *
 *   node --import tsx bench/overlap-auditor.ts
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { auditOverlap } from '#domain/overlap-auditor.ts';
import { planOverlapPublication, type Figure } from '#domain/overlap-plan.ts';
import { formatCount, formatMs } from './support/stats.ts';

const PEOPLE = Number(process.env.BENCH_OVERLAP_PEOPLE ?? 10_000);
const TEAMS = PEOPLE / 10;
const DEPARTMENTS = 20;
const LOCATIONS = 20;
const TENURE_BANDS = 20;
/** The share of a team's people who work away from the team's main location. */
const AWAY = 0.15;

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export type Person = { team: number; department: number; location: number; tenure: number };

/** People of 1,000 teams (6 to 14 each, topped up or cut to `PEOPLE`), their attributes drawn from a fixed seed. */
export function organisation(seed: number): Person[] {
  const random = generator(seed);
  const people: Person[] = [];
  // Tenure bands are skewed: the first bands (newer people) are the largest.
  const tenure = () => Math.min(TENURE_BANDS - 1, Math.floor(-Math.log(1 - random()) * 4));
  for (let team = 0; people.length < PEOPLE; team = (team + 1) % TEAMS) {
    const size = 6 + Math.floor(random() * 9);
    const department = team % DEPARTMENTS;
    const home = Math.floor(random() * LOCATIONS);
    for (let member = 0; member < size && people.length < PEOPLE; member += 1) {
      const location = random() < AWAY ? Math.floor(random() * LOCATIONS) : home;
      people.push({ team, department, location, tenure: tenure() });
    }
  }
  return people;
}

/** Cells are given up before attribute values, attribute values before teams, teams before the organisation. */
const rankOf = (id: string) => (id.includes(' × ') ? 0 : id.startsWith('team ') ? 2 : id === 'organisation' ? 3 : 1);

/** What the dashboard would propose: the organisation, teams, attribute values, team × attribute cells of six or more. */
function proposals(people: readonly Person[]): Figure[] {
  const groups = new Map<string, number[]>();
  const add = (key: string, unit: number) => {
    let members = groups.get(key);
    if (!members) groups.set(key, (members = []));
    members.push(unit);
  };
  people.forEach((person, unit) => {
    add('organisation', unit);
    add(`team ${person.team}`, unit);
    for (const attribute of ['department', 'location', 'tenure'] as const) {
      add(`${attribute} ${person[attribute]}`, unit);
      add(`team ${person.team} × ${attribute} ${person[attribute]}`, unit);
    }
  });
  const teamSize = (key: string) => groups.get(key.split(' × ')[0] ?? '')?.length ?? 0;
  return [...groups]
    .filter(([key, units]) => units.length >= ANONYMITY_THRESHOLD && !(key.includes(' × ') && units.length === teamSize(key)))
    .map(([id, units]) => ({ id, units, rank: rankOf(id) }));
}

function megabytes(bytes: number): string {
  return `${formatCount(bytes / 2 ** 20)} MB`;
}

/** Prints the figures; returns the lines too. */
export function benchmarkOverlapAuditor(): string[] {
  const people = organisation(20261129);
  const candidates = proposals(people);
  const cells = candidates.filter((figure) => figure.id.includes(' × ')).length;
  global.gc?.();
  const before = process.memoryUsage();

  const auditStarted = performance.now();
  const audit = auditOverlap(
    people.length,
    candidates.map((figure) => figure.units),
  );
  const auditMs = performance.now() - auditStarted;

  const planStarted = performance.now();
  const plan = planOverlapPublication({ unitCount: people.length, published: [], candidates });
  const planMs = performance.now() - planStarted;
  const after = process.memoryUsage();

  const check = auditOverlap(
    people.length,
    candidates.filter((figure) => plan.admitted.includes(figure.id)).map((figure) => figure.units),
  );
  if (check.exposures.length > 0) throw new Error('the plan admitted figures that determine a small set');
  const held = (prefix: RegExp) => plan.suppressed.filter((id) => prefix.test(id)).length;
  const lines = [
    `Overlap auditor without a database: ${formatCount(people.length)} people, ${formatCount(TEAMS)} teams, ${DEPARTMENTS} departments, ${LOCATIONS} locations, ${TENURE_BANDS} tenure bands; ${formatCount(candidates.length)} proposed figures (${formatCount(cells)} team × attribute cells):`,
    `  one audit of everything proposed: ${formatMs(auditMs)} (${audit.method}, ${formatCount(audit.blocks)} blocks, ${audit.globalSets} global sets, ${formatCount(audit.exposures.length)} exposures, ${formatCount(audit.exposures.filter((exposure) => !exposure.proven).length)} not ruled out)`,
    `  the plan: ${formatMs(planMs)}; ${formatCount(plan.admitted.length)} figures shown, ${formatCount(plan.suppressed.length)} held back (${held(/ × location/)} team × location, ${held(/ × tenure/)} team × tenure, ${held(/^(location|tenure|department) /)} attribute values, ${held(/^team \d+$/)} teams); the shown figures audited again: clean`,
    `  memory: heap ${megabytes(before.heapUsed)} before, ${megabytes(after.heapUsed)} after; resident ${megabytes(after.rss)}, at most ${megabytes(process.resourceUsage().maxRSS * 1024)} so far in this process`,
  ];
  console.log(lines.join('\n'));
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) benchmarkOverlapAuditor();
