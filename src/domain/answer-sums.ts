import type { Question } from './question-bank.ts';
import { domainLabel } from './question-bank.ts';
import { definitionOf, type AgreementQuestion, type AnswerValue, type AssessmentQuestion, type BatchSums } from './question-kinds.ts';
import { groupKey } from './respondent-groups.ts';
import { addTeamTally, emptyTally, type TeamTally } from './tallies.ts';

/** One person's completed answers (question id → value), with their team ('' for none) and attributes when they started. */
export type CompletedAnswers = {
  team: string;
  attributes?: Readonly<Record<string, string>> | undefined;
  answers: Iterable<readonly [string, AnswerValue]>;
};

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
  const sums: BatchSums = { rows: [], questions: new Map(), domains: new Map(), teams: {}, groups: {}, comments: [] };
  for (const person of batch) {
    // The person's own sums, added to their team's and to their respondent group's.
    const own: TeamTally = { respondents: 1, domains: {} };
    const givenIn = new Set<string>();
    for (const [questionId, value] of person.answers) {
      const question = questions.get(questionId);
      if (question) definitionOf(question).count(question, value, { sums, team: own, givenIn });
    }
    for (const domain of givenIn) {
      (sums.domains.get(domain) ?? emptyTally()).respondents += 1;
      (own.domains[domain] ?? emptyTally()).respondents += 1;
    }
    addTeamTally((sums.teams[person.team] ??= { respondents: 0, domains: {} }), own);
    addTeamTally((sums.groups[groupKey(person.team, person.attributes)] ??= { respondents: 0, domains: {} }), own);
  }
  return sums;
}
