import type { Question } from './question-bank.ts';
import { domainLabel } from './question-bank.ts';
import { definitionOf, type AgreementQuestion, type AnswerValue, type AssessmentQuestion, type BatchSums } from './question-kinds.ts';
import { emptyTally } from './tallies.ts';

/** One person's completed answers (question id → value), with their team ('' for none). */
export type CompletedAnswers = { team: string; answers: Iterable<readonly [string, AnswerValue]> };

/** A built-in statement as a question of an assessment: agreement, required. */
export function bankQuestion(question: Question): AgreementQuestion {
  return {
    id: question.id,
    text: question.text,
    order: question.order,
    domain: question.domain,
    domainLabel: domainLabel(question.domain),
    required: true,
    kind: 'agreement',
  };
}

/**
 * Adds up a batch of completed answers, each by its question's kind (question-kinds.ts): answer
 * rows, organisation sums per question and domain, per-team sums and released comments. A
 * respondent counts in a domain when they gave at least one value there. Answers to questions
 * not in `questions` (no longer asked) are skipped.
 */
export function sumCompletedAnswers(batch: readonly CompletedAnswers[], questions: ReadonlyMap<string, AssessmentQuestion>): BatchSums {
  const sums: BatchSums = { rows: [], questions: new Map(), domains: new Map(), teams: {}, comments: [] };
  for (const person of batch) {
    const team = (sums.teams[person.team] ??= { respondents: 0, domains: {} });
    team.respondents += 1;
    const givenIn = new Set<string>();
    for (const [questionId, value] of person.answers) {
      const question = questions.get(questionId);
      if (question) definitionOf(question).count(question, value, { sums, team, givenIn });
    }
    for (const domain of givenIn) {
      (sums.domains.get(domain) ?? emptyTally()).respondents += 1;
      (team.domains[domain] ?? emptyTally()).respondents += 1;
    }
  }
  return sums;
}
