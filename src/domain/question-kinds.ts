import { z } from 'zod';
import { agreement, type AgreementQuestion } from './question-kinds/agreement.ts';
import { comment, type CommentQuestion } from './question-kinds/comment.ts';
import type { AnswerValue, Checked, CountedValue, QuestionKindDefinition } from './question-kinds/definition.ts';
import { netPromoter, type NetPromoterQuestion } from './question-kinds/net-promoter.ts';
import { singleChoice, type SingleChoiceQuestion } from './question-kinds/single-choice.ts';

/*
 * The kinds of question an assessment can ask, in one record (decision 0050, amending 0033):
 * each kind's module in ./question-kinds/ says how an answer is checked, how it is stored in a
 * sealed draft and read back from its row, what a release adds up, how it is published (through
 * the anonymity planners), its API shapes and its builder label. Every layer asks this record
 * instead of naming kinds; a new kind is its module, a member of `AssessmentQuestion` and an
 * entry of `questionKinds`, and the compiler names each further place that needs it (the web's
 * answer controls and preview, keyed by the same type).
 */

export * from './question-kind-limits.ts';
export type { AnswerValue, BatchSums, CountedValue, QuestionKindDefinition, ReleasedComment } from './question-kinds/definition.ts';
export type { AgreementQuestion, CommentQuestion, NetPromoterQuestion, SingleChoiceQuestion };

/** A question of an assessment, of one kind: the discriminated union every layer works with. */
export type AssessmentQuestion = AgreementQuestion | SingleChoiceQuestion | NetPromoterQuestion | CommentQuestion;
export type QuestionKind = AssessmentQuestion['kind'];
export type QuestionOfKind<K extends QuestionKind> = Extract<AssessmentQuestion, { kind: K }>;

/** The one record of kinds: a kind missing here, or one too many, does not compile. */
export const questionKinds = {
  agreement,
  'single-choice': singleChoice,
  enps: netPromoter,
  comment,
} satisfies { [K in QuestionKind]: QuestionKindDefinition<QuestionOfKind<K>> };

/** Every kind, in the builder's order. */
export const QUESTION_KINDS = Object.keys(questionKinds) as QuestionKind[];

export const isQuestionKind = (value: string): value is QuestionKind => Object.hasOwn(questionKinds, value);

/** The definition of a question's kind, typed for that question. */
export function definitionOf<Q extends AssessmentQuestion>(question: Q): QuestionKindDefinition<Q> {
  return questionKinds[question.kind] as unknown as QuestionKindDefinition<Q>;
}

/** The definition of a kind by name (a stored row's, say); an unknown name is a broken row, not bad input. */
export function kindNamed(kind: string): QuestionKindDefinition<AssessmentQuestion> {
  if (!isQuestionKind(kind)) throw new Error(`unknown question kind '${kind}'`);
  return questionKinds[kind] as unknown as QuestionKindDefinition<AssessmentQuestion>;
}

/** Checks an answer against its question (see QuestionKindDefinition.check). */
export function checkAnswer(question: AssessmentQuestion, raw: unknown): Checked {
  return definitionOf(question).check(question, raw);
}

export const isScored = (question: AssessmentQuestion) => definitionOf(question).publication.as === 'scores';

/** The questions whose answers are published as counts per value, each with its values and whether they are eNPS scores. */
export function countedQuestions(
  questions: readonly AssessmentQuestion[],
): { question: AssessmentQuestion; values: readonly CountedValue[]; netPromoter: boolean }[] {
  return questions.flatMap((question) => {
    const publication = definitionOf(question).publication;
    return publication.as === 'counts'
      ? [{ question, values: publication.values(question), netPromoter: publication.netPromoter === true }]
      : [];
  });
}

/** The questions whose answers are published as lists of comments. */
export const commentQuestions = (questions: readonly AssessmentQuestion[]) =>
  questions.filter((question) => definitionOf(question).publication.as === 'comments');

/** The domains that have scores, in the order their first scored question appears, with their labels. */
export function scoredDomains(questions: readonly AssessmentQuestion[]): { key: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const question of questions) if (isScored(question) && !seen.has(question.domain)) seen.set(question.domain, question.domainLabel);
  return [...seen].map(([key, label]) => ({ key, label }));
}

/** Required questions still without an answer. */
export function missingRequired(questions: readonly AssessmentQuestion[], answers: ReadonlyMap<string, AnswerValue>): number {
  return questions.filter((question) => question.required && !answers.has(question.id)).length;
}

/** How many characters a draft of these questions can take at most, whatever the answers. */
export function draftCapacity(questions: readonly AssessmentQuestion[]): number {
  // Per answer: the question id in quotes, brackets and commas, and the value's encoding.
  return questions.reduce((total, question) => total + question.id.length + 12 + definitionOf(question).encodedCapacity, 64);
}

type Definition = (typeof questionKinds)[QuestionKind];
const definitions: Definition[] = Object.values(questionKinds);

/** Each kind's part of a question as the respondent's page receives it, by kind. */
export const QuestionnaireKindSchema = z.discriminatedUnion(
  'kind',
  definitions.map((definition) => definition.questionnaireSchema) as [
    Definition['questionnaireSchema'],
    ...Definition['questionnaireSchema'][],
  ],
);

/** Each kind's part of a question as an administrator writes it, by kind. */
export const QuestionInputKindSchema = z.discriminatedUnion(
  'kind',
  definitions.map((definition) => definition.inputSchema) as [Definition['inputSchema'], ...Definition['inputSchema'][]],
);
