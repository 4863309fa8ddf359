import type { AssessmentResults, DomainScore, HeatMapCell } from './api/results.ts';
import { ANONYMITY_THRESHOLD } from './anonymity.ts';
import { favourabilityOf } from './favourability.ts';
import { domainLabel } from './question-bank.ts';
import { gapOf, overallScore, scoreOf } from './scoring.ts';
import type { CellTally, DomainTally } from './tallies.ts';

/*
 * How a publication (what the anonymity auditor admitted) becomes the figures people see.
 * Pure, so the server's results and the browser-only alpha workspace show the same figures by
 * the same rules: nothing hidden by the publication, and no mean below the assessment's minimum
 * group size (six at least), can come out.
 */

/** The published organisation figures: per domain and per question, null where hidden. */
export type PublishedFigures = {
  domains: Record<string, DomainTally | null | undefined>;
  cells: Record<string, CellTally | null | undefined>;
};

/** A question as the heat map lists it. */
export type HeatMapQuestion = { id: string; domain: string; text: string; order: number };

const round = (value: number, decimals: number) => Math.round((value + Number.EPSILON) * 10 ** decimals) / 10 ** decimals;

/**
 * The only way a published tally becomes a domain score: hidden ones lose mean and count.
 * `threshold`: the assessment's minimum group size (the publication already holds nothing
 * below it; this guards the rule rather than carrying it).
 */
export function publicDomainScore(
  domain: string,
  tally: DomainTally | null | undefined,
  ownLabel?: string,
  threshold = ANONYMITY_THRESHOLD,
): DomainScore {
  const label = ownLabel ?? domainLabel(domain) ?? domain;
  const score = tally ? scoreOf(tally, threshold) : { canShow: false as const };
  if (!score.canShow) return { domain, label, canShow: false, favourability: null };
  // Over the same answers as the mean, so shown exactly where the mean is.
  return {
    domain,
    label,
    canShow: true,
    meanScore: score.mean,
    responseCount: score.respondents,
    favourability: favourabilityOf(tally?.counts, tally?.preferNot ?? 0),
  };
}

/**
 * Each domain's public score and the overall score (the mean of the shown domain means).
 * `labels`: the names of an assessment's own domains (built-in ones are the bank's).
 */
export function overallFrom(
  domainKeys: readonly string[],
  figures: PublishedFigures | null | undefined,
  labels?: ReadonlyMap<string, string>,
  threshold = ANONYMITY_THRESHOLD,
) {
  const domains = domainKeys.map((domain) => ({
    domain,
    score: publicDomainScore(domain, figures?.domains[domain], labels?.get(domain), threshold),
  }));
  const score = overallScore(domains.flatMap((entry) => (entry.score.canShow ? [entry.score.meanScore] : [])));
  return { domains, overall: { canShow: score !== null, score } };
}

/** The only way a published heat-map cell becomes a question's mean: null where it is hidden. */
export function publicQuestionAverage(
  cell: CellTally | null | undefined,
  threshold = ANONYMITY_THRESHOLD,
): { average: number; answers: number } | null {
  if (!cell || cell.answers < Math.max(threshold, ANONYMITY_THRESHOLD)) return null;
  return { average: round(cell.sum / cell.answers, 2), answers: cell.answers };
}

/** The heat map: a cell per question, shown only where the publication holds it with `threshold` answers or more (six at least). */
export function heatMapFrom(
  questions: readonly HeatMapQuestion[],
  figures: PublishedFigures | null | undefined,
  threshold = ANONYMITY_THRESHOLD,
): HeatMapCell[] {
  return questions.map((question) => {
    const base = { domain: question.domain, questionId: question.id, questionText: question.text, order: question.order };
    const cell = figures?.cells[question.id];
    const shown = publicQuestionAverage(cell, threshold);
    if (!shown) return { ...base, canShow: false as const, favourability: null };
    const favourability = favourabilityOf(cell?.counts, cell?.preferNot ?? 0);
    return { ...base, canShow: true as const, average: shown.average, responseCount: shown.answers, favourability };
  });
}

/** Strongest and weakest shown domains, the largest gap with its lowest statement, and "Prefer not to say" shares. */
export function insightsFrom(
  domainScores: readonly DomainScore[],
  heatMap: readonly HeatMapCell[],
  figures: PublishedFigures | null | undefined,
): AssessmentResults['insights'] {
  const shown = domainScores.flatMap((score) =>
    score.canShow ? [{ domain: score.domain, label: score.label, mean: score.meanScore }] : [],
  );
  const byMean = [...shown].sort((a, b) => b.mean - a.mean || a.domain.localeCompare(b.domain));
  const weakest = byMean.at(-1) ?? null;
  const weakestQuestion = weakest
    ? heatMap
        .filter((cell): cell is Extract<HeatMapCell, { canShow: true }> => cell.canShow && cell.domain === weakest.domain)
        .sort((a, b) => a.average - b.average || a.order - b.order)[0]
    : undefined;
  // Read from the same published domain tally as the score, so it covers the same people.
  const preferNotToSay = shown.map(({ domain, label }) => {
    const tally = figures?.domains[domain];
    const all = (tally?.answers ?? 0) + (tally?.preferNot ?? 0);
    return { domain, label, rate: all === 0 ? 0 : round(((tally?.preferNot ?? 0) / all) * 100, 1) };
  });
  return {
    strongest: byMean[0] ?? null,
    weakest,
    largestGap: weakest
      ? { domain: weakest.domain, label: weakest.label, gap: gapOf(weakest.mean), questionText: weakestQuestion?.questionText ?? null }
      : null,
    preferNotToSay,
  };
}
