/**
 * The release path's plan with figures by attribute (src/domain/cut-plan.ts) at the size the
 * overlap auditor's bench uses: one release of 10,000 people in 1,000 teams, each person with a
 * department, a location and a tenure band (20 values each), answering three domains where some
 * prefer not to say. The organisation and every team are proposed, with every attribute value
 * and team × attribute cell of six or more; the plan audits them in people and in people with a
 * value, per domain. Figures: the whole plan, and what it shows.
 *
 *   node --import tsx bench/cut-plan.ts
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planCounts } from '#domain/count-plan.ts';
import { planCuts } from '#domain/cut-plan.ts';
import { groupKey, groupsOf } from '#domain/respondent-groups.ts';
import type { TeamTallies } from '#domain/tallies.ts';
import { organisation } from './overlap-auditor.ts';
import { formatCount, formatMs } from './support/stats.ts';

const DOMAINS = ['belonging', 'growth', 'voice'];

/** Prints the figures; returns the lines too. */
export function benchmarkCutPlan(): string[] {
  const people = organisation(20261129);
  const tallies: TeamTallies = {};
  people.forEach((person, index) => {
    const attributes = { department: `d${person.department}`, location: `l${person.location}`, tenure: `t${person.tenure}` };
    const tally = (tallies[groupKey(`team${person.team}`, attributes)] ??= { respondents: 0, domains: {} });
    tally.respondents += 1;
    // One net promoter question: one in twenty prefers not to say (decision 0068).
    const scored = (tally.choices ??= {}).enps ?? Array.from({ length: 11 }, () => 0);
    tally.choices.enps = scored;
    if (index % 20 !== 7) scored[index % 11] = (scored[index % 11] ?? 0) + 1;
    DOMAINS.forEach((domain, order) => {
      // About one in twenty prefers not to say in a domain, a different one in each.
      if ((index * 7 + order * 13) % 20 === 0) return;
      (tally.domains[domain] ??= { respondents: 0, answers: 0, sum: 0, preferNot: 0 }).respondents += 1;
    });
  });
  const teams = [...new Set(people.map((person) => `team${person.team}`))];
  // As the nested planner would: the organisation, and each team with six people with a value in the domain.
  const answeredIn = (team: string, domain: string) =>
    Object.entries(tallies)
      .filter(([key]) => key.split('\u001f')[0] === team)
      .reduce((sum, [, tally]) => sum + (tally.domains[domain]?.respondents ?? 0), 0);
  const proposedIn = (domain: string): PublishedSet[] => [
    { group: ORGANISATION, upTo: 1 },
    ...teams.filter((group) => answeredIn(group, domain) >= ANONYMITY_THRESHOLD).map((group) => ({ group, upTo: 1 })),
  ];
  const proposed = Object.fromEntries(DOMAINS.map((domain) => [domain, proposedIn(domain)]));
  const started = performance.now();
  const planned = planCuts({
    release: 1,
    releases: [{ release: 1, groups: groupsOf(tallies) }],
    domains: DOMAINS,
    history: {},
    cutHistory: {},
    proposed,
    attributes: ['department', 'location', 'tenure'],
    threshold: ANONYMITY_THRESHOLD,
  });
  const ms = performance.now() - started;
  const countsStarted = performance.now();
  const counted = planCounts({
    release: 1,
    releases: [{ release: 1, groups: groupsOf(tallies) }],
    question: 'enps',
    history: [],
    organisationMoves: true,
    attributes: ['department', 'location', 'tenure'],
    threshold: ANONYMITY_THRESHOLD,
  });
  const countsMs = performance.now() - countsStarted;
  const [first] = DOMAINS;
  const shown = planned.cuts[first ?? ''] ?? [];
  const lines = [
    `Release plan with figures by attribute: ${formatCount(people.length)} people, ${formatCount(teams.length)} teams, three attributes of 20 values, ${DOMAINS.length} domains (some prefer not to say):`,
    `  the plan: ${formatMs(ms)}; in ${first}: ${formatCount(planned.plan[first ?? '']?.length ?? 0)} of ${formatCount(proposed[first ?? '']?.length ?? 0)} organisation and team figures kept, ${formatCount(shown.filter((cut) => cut.team === undefined).length)} attribute values and ${formatCount(shown.filter((cut) => cut.team !== undefined).length)} team × attribute cells shown`,
    `  one net promoter question's counts by team and attribute value: ${formatMs(countsMs)}; ${formatCount((counted ?? []).filter((set) => set.team !== undefined).length)} teams and ${formatCount((counted ?? []).filter((set) => set.attribute !== undefined).length)} attribute values shown`,
  ];
  console.log(lines.join('\n'));
  return lines;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) benchmarkCutPlan();
