import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planPublication } from '#domain/publication-plan.ts';
import { planCells } from '#domain/item-plan.ts';
import { getQuestionSet, questionsForSet, type QuestionSetId } from '#domain/question-bank.ts';
import { bankQuestion, sumCompletedAnswers } from '#domain/answer-sums.ts';
import type { AnswerSheet, AssessmentResponses, LocalPublication } from './workspace-schema.ts';
import { randomIndex, shuffled } from './shuffle.ts';

/*
 * The server's anonymity pipeline, in the browser: completed answer sheets carry no person and
 * wait until six can be released together; each release is published through the same planner
 * and auditor (src/domain), and results read only the publication.
 */

export const emptyResponses = (): AssessmentResponses => ({ completedBy: [], waiting: [], releases: [], publication: null });

function mergeHistory(history: Record<string, PublishedSet[]>, added: Record<string, PublishedSet[]>) {
  const merged: Record<string, PublishedSet[]> = {};
  for (const domain of new Set([...Object.keys(history), ...Object.keys(added)]))
    merged[domain] = [...(history[domain] ?? []), ...(added[domain] ?? [])];
  return merged;
}

/** Per release, how many gave a value to each question, or in each domain (a domain's people give one or more). */
function countsPerRelease(releases: AssessmentResponses['releases'], keyOf: (questionId: string) => string | undefined) {
  return new Map(
    releases.map((release) => {
      const counts = new Map<string, number>();
      for (const sheet of release.sheets) {
        const given = new Set<string>();
        for (const [questionId, value] of Object.entries(sheet)) {
          const key = value === null ? undefined : keyOf(questionId);
          if (key !== undefined) given.add(key);
        }
        for (const key of given) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [release.sequence, counts] as const;
    }),
  );
}

/**
 * Cells a workspace saved before cells were audited showed: at each organisation set, every cell
 * that held six answers then (at least what it showed, so the auditor counts it as known).
 */
function cellsShownBefore(
  history: Record<string, PublishedSet[]>,
  questionsOf: ReadonlyMap<string, readonly string[]>,
  answers: ReadonlyMap<number, ReadonlyMap<string, number>>,
) {
  const cells: Record<string, PublishedSet[]> = {};
  for (const [domain, sets] of Object.entries(history)) {
    for (const set of sets.filter((candidate) => candidate.group === ORGANISATION)) {
      for (const question of questionsOf.get(domain) ?? []) {
        let total = 0;
        for (const [release, byQuestion] of answers) if (release <= set.upTo) total += byQuestion.get(question) ?? 0;
        if (total >= ANONYMITY_THRESHOLD) (cells[domain] ??= []).push({ group: question, upTo: set.upTo });
      }
    }
  }
  return cells;
}

/** The publication that follows the newest release: what the planner and auditor admit; the rest keeps its earlier figure or stays hidden. */
export function publish(
  setId: QuestionSetId,
  releases: AssessmentResponses['releases'],
  previous: LocalPublication | null,
  publishedOn: string,
): LocalPublication {
  const domains = getQuestionSet(setId).domains.map((domain) => domain.key as string);
  const questions = questionsForSet(setId);
  const asked = new Map(questions.map((question) => [question.id, bankQuestion(question)]));
  const questionsOf = new Map(
    domains.map((domain) => [domain, questions.filter((question) => question.domain === domain).map((question) => question.id)]),
  );
  const sheets = releases.flatMap((release) => release.sheets);
  const sums = sumCompletedAnswers(
    sheets.map((sheet) => ({ team: '', answers: Object.entries(sheet) })),
    asked,
  );
  const sequence = releases.at(-1)?.sequence ?? 0;
  // Nobody has a team here: every count is the organisation's ('').
  const answeredIn = countsPerRelease(releases, (questionId) => asked.get(questionId)?.domain);
  const answers = countsPerRelease(releases, (questionId) => (asked.has(questionId) ? questionId : undefined));
  const history = previous?.history ?? {};
  const plan = planPublication({
    release: sequence,
    cells: new Map(releases.map((release) => [release.sequence, new Map([['', release.sheets.length]])])),
    domains,
    domainCells: (domain) => new Map([...answeredIn].map(([release, counts]) => [release, new Map([['', counts.get(domain) ?? 0]])])),
    history,
    domainRespondents: (group, domain) => (group === ORGANISATION ? (sums.domains.get(domain)?.respondents ?? 0) : 0),
  });
  const cellHistory = previous ? (previous.cellHistory ?? cellsShownBefore(history, questionsOf, answers)) : {};
  const cellPlan = planCells({ release: sequence, questionsOf, answers, organisation: mergeHistory(history, plan), history: cellHistory });
  for (const domain of cellPlan.withheld) plan[domain] = (plan[domain] ?? []).filter((set) => set.group !== ORGANISATION);
  const admitted = new Set(domains.filter((domain) => plan[domain]?.some((set) => set.group === ORGANISATION)));
  const updatedCells = new Set(Object.values(cellPlan.cells).flatMap((sets) => sets.map((set) => set.group)));
  const figures: LocalPublication['figures'] = { domains: {}, cells: {} };
  for (const domain of domains)
    figures.domains[domain] = admitted.has(domain) ? (sums.domains.get(domain) ?? null) : (previous?.figures.domains[domain] ?? null);
  for (const question of questions) {
    const total = sums.questions.get(question.id);
    figures.cells[question.id] = updatedCells.has(question.id) && total ? total : (previous?.figures.cells[question.id] ?? null);
  }
  const waiting = [
    ...domains.filter((domain) => (figures.domains[domain]?.respondents ?? 0) < (sums.domains.get(domain)?.respondents ?? 0)),
    ...questions
      .filter((question) => (figures.cells[question.id]?.answers ?? 0) < (sums.questions.get(question.id)?.answers ?? 0))
      .map((question) => question.id),
  ];
  return {
    sequence,
    publishedOn,
    respondents: sheets.length,
    figures,
    history: mergeHistory(history, plan),
    cellHistory: mergeHistory(cellHistory, cellPlan.cells),
    waiting,
  };
}

/**
 * Records one person's completed answers: the person joins those who completed, the sheet joins
 * the waiting ones at a random place, and once six wait they are released and published.
 * Someone who completed already is refused.
 */
export function recordCompletion(
  setId: QuestionSetId,
  responses: AssessmentResponses,
  personId: string,
  sheet: AnswerSheet,
  today: string,
): AssessmentResponses {
  if (responses.completedBy.includes(personId)) throw new Error('This person has already completed the assessment.');
  const waiting = [...responses.waiting];
  waiting.splice(randomIndex(waiting.length + 1), 0, sheet);
  const completedBy = [...responses.completedBy, personId];
  if (waiting.length < ANONYMITY_THRESHOLD) return { ...responses, completedBy, waiting };
  const releases = [...responses.releases, { sequence: responses.releases.length + 1, releasedOn: today, sheets: shuffled(waiting) }];
  return { completedBy, waiting: [], releases, publication: publish(setId, releases, responses.publication, today) };
}
