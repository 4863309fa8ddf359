import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { ORGANISATION, type PublishedSet } from '#domain/anonymity-auditor.ts';
import { planPublication, shownCells } from '#domain/publication-plan.ts';
import { getQuestionSet, questionsForSet, type QuestionSetId } from '#domain/question-bank.ts';
import { bankQuestion, sumCompletedAnswers } from '#domain/answer-sums.ts';
import type { AnswerSheet, AssessmentResponses, LocalPublication } from './workspace-schema.ts';

/*
 * The server's anonymity pipeline, in the browser: completed answer sheets carry no person and
 * wait until six can be released together; each release is published through the same planner
 * and auditor (src/domain), and results read only the publication.
 */

export const emptyResponses = (): AssessmentResponses => ({ completedBy: [], waiting: [], releases: [], publication: null });

/** A random index below `bound`, from the browser's cryptographic source. */
function randomIndex(bound: number): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % bound;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomIndex(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function mergeHistory(history: Record<string, PublishedSet[]>, added: Record<string, PublishedSet[]>) {
  const merged: Record<string, PublishedSet[]> = {};
  for (const domain of new Set([...Object.keys(history), ...Object.keys(added)])) merged[domain] = [...(history[domain] ?? []), ...(added[domain] ?? [])];
  return merged;
}

/** The publication that follows the newest release: what the planner and auditor admit; the rest keeps its earlier figure or stays hidden. */
export function publish(setId: QuestionSetId, releases: AssessmentResponses['releases'], previous: LocalPublication | null, publishedOn: string): LocalPublication {
  const domains = getQuestionSet(setId).domains.map((domain) => domain.key as string);
  const questions = questionsForSet(setId);
  const asked = new Map(questions.map((question) => [question.id, bankQuestion(question)]));
  const sheets = releases.flatMap((release) => release.sheets);
  const sums = sumCompletedAnswers(sheets.map((sheet) => ({ team: '', answers: Object.entries(sheet) })), asked);
  const sequence = releases.at(-1)?.sequence ?? 0;
  const plan = planPublication({
    release: sequence,
    cells: new Map(releases.map((release) => [release.sequence, new Map([['', release.sheets.length]])])),
    domains,
    history: previous?.history ?? {},
    domainRespondents: (group, domain) => (group === ORGANISATION ? (sums.domains.get(domain)?.respondents ?? 0) : 0),
  });
  const admitted = new Set(domains.filter((domain) => plan[domain]?.some((set) => set.group === ORGANISATION)));
  const counts = questions.map((question) => ({ questionId: question.id, domain: question.domain as string, answers: sums.questions.get(question.id)?.answers ?? 0 }));
  const shown = shownCells(counts, admitted, ANONYMITY_THRESHOLD);
  const figures: LocalPublication['figures'] = { domains: {}, cells: {} };
  for (const domain of domains) figures.domains[domain] = admitted.has(domain) ? (sums.domains.get(domain) ?? null) : (previous?.figures.domains[domain] ?? null);
  for (const question of questions) {
    const total = sums.questions.get(question.id);
    if (!admitted.has(question.domain)) figures.cells[question.id] = previous?.figures.cells[question.id] ?? null;
    else figures.cells[question.id] = shown.has(question.id) && total ? total : null;
  }
  return { sequence, publishedOn, respondents: sheets.length, figures, history: mergeHistory(previous?.history ?? {}, plan) };
}

/**
 * Records one person's completed answers: the person joins those who completed, the sheet joins
 * the waiting ones at a random place, and once six wait they are released and published.
 * Someone who completed already is refused.
 */
export function recordCompletion(setId: QuestionSetId, responses: AssessmentResponses, personId: string, sheet: AnswerSheet, today: string): AssessmentResponses {
  if (responses.completedBy.includes(personId)) throw new Error('This person has already completed the assessment.');
  const waiting = [...responses.waiting];
  waiting.splice(randomIndex(waiting.length + 1), 0, sheet);
  const completedBy = [...responses.completedBy, personId];
  if (waiting.length < ANONYMITY_THRESHOLD) return { ...responses, completedBy, waiting };
  const releases = [...responses.releases, { sequence: responses.releases.length + 1, releasedOn: today, sheets: shuffled(waiting) }];
  return { completedBy, waiting: [], releases, publication: publish(setId, releases, responses.publication, today) };
}
