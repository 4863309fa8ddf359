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
 * A counted kind's answer in the person's own sums: a 1 at its value's place (decision 0068), so
 * a group's counts, like its domain sums, are sums over the people who answered.
 */
function countChoice(own: TeamTally, question: AssessmentQuestion, value: AnswerValue) {
  const publication = definitionOf(question).publication;
  if (publication.as !== 'counts' || typeof value !== 'number') return;
  const values = publication.values(question);
  const at = values.findIndex((candidate) => candidate.value === value);
  if (at < 0) return;
  const counts = ((own.choices ??= {})[question.id] ??= values.map(() => 0));
  counts[at] = (counts[at] ?? 0) + 1;
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
    const own: TeamTally = { respondents: 1, domains: {}, choices: {} };
    const givenIn = new Set<string>();
    for (const [questionId, value] of person.answers) {
      const question = questions.get(questionId);
      if (!question) continue;
      definitionOf(question).count(question, value, { sums, team: own, givenIn });
      countChoice(own, question, value);
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
