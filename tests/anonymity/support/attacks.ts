import { smallestComputableGroup, WHOLE_ORGANISATION, type SolverSet } from '#domain/test-support/brute-force-solver.ts';
import type { Favourability } from '#domain/favourability.ts';
import { QUESTIONS, type Figure, type GroundTruth, type Observations } from './scenario.ts';
import { SCORE_BANDS } from '#domain/scoring.ts';

/**
 * Attacks on what people were shown. Each returns what it recovered: a description per
 * group of fewer than six people whose answers (or sum) it worked out. An empty list means
 * the attack got nothing. The same functions are run on deliberately broken variants to
 * show that they do find leaks where there are some.
 */

const SMALL = (size: number) => size >= 1 && size <= 5;
const keyOf = (figure: Figure) => `${figure.group}|${figure.family}`;

/**
 * Before/after differencing: the same figure seen at two moments (by anyone) standing for
 * sets that differ by one to five people, with a different value: the difference is their
 * sum. A changed value over the same people is a leak too.
 */
export function differencingAttack(figures: readonly Figure[]): string[] {
  const recovered = new Set<string>();
  const shown = figures.filter((figure) => figure.mean !== null);
  const byKey = new Map<string, Figure[]>();
  for (const figure of shown) byKey.set(keyOf(figure), [...(byKey.get(keyOf(figure)) ?? []), figure]);
  for (const [key, series] of byKey) {
    for (const first of series) {
      for (const second of series) {
        const difference = second.setSize - first.setSize;
        const changed = first.mean !== second.mean || first.count !== second.count;
        if ((SMALL(difference) && changed) || (difference === 0 && changed))
          recovered.add(`${key}: ${first.setSize} → ${second.setSize} people`);
      }
    }
  }
  return [...recovered];
}

/** The organisation minus every shown team, at one moment: the people in no shown team. */
export function complementAttack(figures: readonly Figure[]): string[] {
  const recovered: string[] = [];
  const moments = new Set(figures.map((figure) => figure.moment));
  for (const moment of moments) {
    const now = figures.filter((figure) => figure.moment === moment && figure.mean !== null);
    for (const organisation of now.filter((figure) => figure.group === '*' && figure.source === 'results')) {
      const teams = new Map(
        now.filter((figure) => figure.source === 'teams' && figure.family === organisation.family).map((figure) => [figure.group, figure]),
      );
      if (teams.size === 0) continue;
      const leftover = organisation.setSize - [...teams.values()].reduce((total, team) => total + team.setSize, 0);
      if (SMALL(leftover))
        recovered.push(`moment ${moment}, ${organisation.family}: organisation minus ${teams.size} teams = ${leftover} people`);
    }
  }
  return recovered;
}

/**
 * A shown domain minus its shown cells: the answers of the cells not shown (and of shown cells'
 * answers that came since their figure), summed. Below six answers, that reads them. The domain's
 * favourability counts its answers; where it is not known, one hidden cell alone is taken as a leak.
 */
export function hiddenCellAttack(observations: Observations): string[] {
  return observations.heatMaps.flatMap((map) => {
    if (!map.domainShown) return [];
    if (map.domainAnswers === undefined || map.shownAnswers === undefined)
      return map.hidden === 1 ? [`moment ${map.moment}, ${map.domain}: one hidden cell beside ${map.shown} shown`] : [];
    const left = map.domainAnswers - map.shownAnswers;
    return left > 0 && left < 6
      ? [`moment ${map.moment}, ${map.domain}: the domain minus its ${map.shown} shown cells is ${left} answers`]
      : [];
  });
}

/** Any count of people shown for a group below six (a team's completions, say) tells who answered. */
export function smallCountAttack(observations: Observations): string[] {
  return observations.counts
    .filter((entry) => entry.group !== '*' && SMALL(entry.value))
    .map((entry) => `moment ${entry.moment}, ${entry.label} of ${entry.group} seen by ${entry.seenBy}: ${entry.value}`);
}

/**
 * The exact attack: every set of people any shown figure stands for, at any moment, as an
 * equation; an exact linear-algebra solver looks for any group of one to five people whose
 * sum the equations determine. Sets are rebuilt as an attacker would: from the counts shown
 * and the order in which people were released.
 */
export function linearAlgebraAttack(figures: readonly Figure[], truth: GroundTruth): string[] {
  const cells = new Map<number, Map<string, number>>();
  const cumulative: { release: number; total: number; byTeam: Map<string, number> }[] = [];
  const running = new Map<string, number>();
  let total = 0;
  for (const [release, people] of [...truth.releases].sort((a, b) => a[0] - b[0])) {
    const byTeam = new Map<string, number>();
    for (const person of people) byTeam.set(person.team, (byTeam.get(person.team) ?? 0) + 1);
    cells.set(release, byTeam);
    for (const [team, n] of byTeam) running.set(team, (running.get(team) ?? 0) + n);
    total += people.length;
    cumulative.push({ release, total, byTeam: new Map(running) });
  }
  const upToFor = (group: string, size: number): number | undefined =>
    cumulative.find((entry) => (group === '*' ? entry.total : (entry.byTeam.get(group) ?? 0)) === size)?.release;

  const recovered: string[] = [];
  const families = new Set(figures.map((figure) => figure.family));
  for (const family of families) {
    const sets = new Map<string, SolverSet>();
    for (const figure of figures.filter((candidate) => candidate.family === family && candidate.mean !== null && candidate.setSize > 0)) {
      const upTo = upToFor(figure.group, figure.setSize);
      if (upTo === undefined) {
        recovered.push(`${family}: a figure over ${figure.setSize} people of ${figure.group} matches no release boundary`);
        continue;
      }
      const set = { group: figure.group === '*' ? WHOLE_ORGANISATION : figure.group, upTo };
      sets.set(`${set.group}|${upTo}`, set);
    }
    const found = smallestComputableGroup(cells, [...sets.values()]);
    if (found) recovered.push(`${family}: a group of ${found.size} is computable`);
  }
  return recovered;
}

/**
 * Exports and roadmaps must carry no figure beyond what the results showed at that moment:
 * every two-decimal score in them is a shown mean, an overall score, or a gap (5 − a shown mean).
 */
export function documentAttack(observations: Observations): string[] {
  const recovered: string[] = [];
  for (const document of observations.documents) {
    // The PDF's legend names the score bands' edges ('Fair 3.50 to 3.99'): text, not a figure.
    const allowed = new Set<string>(SCORE_BANDS.flatMap((step) => (step.range.message ?? '').match(/\d\.\d{2}/g) ?? []));
    for (const figure of observations.figures.filter((candidate) => candidate.moment === document.moment && candidate.mean !== null)) {
      allowed.add((figure.mean ?? 0).toFixed(2));
      allowed.add((5 - (figure.mean ?? 0)).toFixed(2));
    }
    for (const match of document.text.matchAll(/(?<![\d.])[0-5]\.\d{2}(?![\d])/g)) {
      if (!allowed.has(match[0]))
        recovered.push(`${document.kind} at moment ${document.moment} shows ${match[0]}, which no shown figure has`);
    }
  }
  return recovered;
}

const answersIn = (histogram: Favourability) => histogram.agree + histogram.neutral + histogram.disagree;
const sameHistogram = (a: Favourability, b: Favourability) =>
  a.agree === b.agree && a.neutral === b.neutral && a.disagree === b.disagree && a.preferNotToSay === b.preferNotToSay;
type WithHistogram = Figure & { histogram: Favourability };

/**
 * Favourability: every histogram anyone was shown (organisation and team domains, heat-map
 * cells), differenced as the attacks above difference means — with every earlier one of the
 * same figure, the organisation minus the shown teams, a domain minus its shown cells, and all
 * of them together as equations — looking for a group of one to five people (or a histogram of
 * one to five answers) it isolates.
 */
export function histogramAttack(figures: readonly Figure[], truth: GroundTruth): string[] {
  const recovered = new Set<string>();
  const shown = figures.filter((figure): figure is WithHistogram => figure.histogram !== undefined && figure.histogram !== null);
  for (const figure of shown) {
    // Beside a hidden mean, a histogram is a figure the auditor never admitted.
    if (figure.mean === null) recovered.add(`moment ${figure.moment}, ${keyOf(figure)}: a histogram beside a hidden mean`);
    if (SMALL(answersIn(figure.histogram)))
      recovered.add(`moment ${figure.moment}, ${keyOf(figure)}: a histogram of ${answersIn(figure.histogram)} answers`);
  }
  // Over time: the same figure standing for sets one to five people apart, or for the same people, with another histogram.
  const byKey = new Map<string, WithHistogram[]>();
  for (const figure of shown) byKey.set(keyOf(figure), [...(byKey.get(keyOf(figure)) ?? []), figure]);
  for (const [key, series] of byKey) {
    for (const first of series) {
      for (const second of series) {
        const difference = second.setSize - first.setSize;
        const changed = !sameHistogram(first.histogram, second.histogram);
        if ((SMALL(difference) || difference === 0) && changed)
          recovered.add(`${key}: histogram over ${first.setSize} → ${second.setSize} people`);
      }
    }
  }
  for (const moment of new Set(shown.map((figure) => figure.moment))) {
    const now = shown.filter((figure) => figure.moment === moment);
    // The organisation minus every shown team: the people in no shown team.
    for (const organisation of now.filter(
      (figure) => figure.group === '*' && figure.source === 'results' && !figure.family.startsWith('q:'),
    )) {
      const teams = new Map(
        now.filter((figure) => figure.source === 'teams' && figure.family === organisation.family).map((figure) => [figure.group, figure]),
      );
      const leftover = organisation.setSize - [...teams.values()].reduce((total, team) => total + team.setSize, 0);
      if (teams.size > 0 && SMALL(leftover))
        recovered.add(`moment ${moment}, ${organisation.family}: organisation histogram minus ${teams.size} teams = ${leftover} people`);
      // A domain minus its shown cells: the answers of its hidden cells, together.
      const cells = now.filter(
        (figure) =>
          figure.group === '*' &&
          QUESTIONS.some((question) => `q:${question.id}` === figure.family && question.domain === organisation.family),
      );
      const hidden = answersIn(organisation.histogram) - cells.reduce((total, cell) => total + answersIn(cell.histogram), 0);
      if (SMALL(hidden)) recovered.add(`moment ${moment}, ${organisation.family}: domain histogram minus shown cells = ${hidden} answers`);
    }
  }
  // Every histogram as an equation over the people it covers, all moments at once.
  const asEquations = shown.map((figure) => ({ ...figure, family: `histogram:${figure.family}` }));
  for (const found of linearAlgebraAttack(asEquations, truth)) recovered.add(found);
  return [...recovered];
}
