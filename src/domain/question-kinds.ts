import { z } from 'zod';
import { questionKindMessages as messages } from './messages/question-kinds.ts';
import { countAnswer, emptyCounts, emptyTally, type DomainTally, type TeamTally, type ValueCounts } from './tallies.ts';

/*
 * The kinds of question an assessment can ask, and everything that differs between them, in one
 * table of handlers (`questionKinds`): how an answer is checked, how much room it takes in a
 * sealed draft, and what a release adds up. Every layer asks this table instead of switching on
 * the kind, so a fourth kind is one more entry here (decision 0033).
 */

import { COMMENT_MAX_LENGTH, COMMENT_MAX_UTF8_BYTES, MAX_CHOICE_OPTIONS, MIN_CHOICE_OPTIONS, type QuestionKind } from './question-kind-limits.ts';

export * from './question-kind-limits.ts';

type QuestionBase = {
  readonly id: string;
  readonly text: string;
  readonly order: number;
  readonly domain: string;
  readonly domainLabel: string;
  readonly required: boolean;
};

/** A question of an assessment, of one kind: the discriminated union every layer works with. */
export type AgreementQuestion = QuestionBase & { readonly kind: 'agreement' };
export type SingleChoiceQuestion = QuestionBase & { readonly kind: 'single-choice'; readonly options: readonly string[] };
export type CommentQuestion = QuestionBase & { readonly kind: 'comment' };
export type AssessmentQuestion = AgreementQuestion | SingleChoiceQuestion | CommentQuestion;

/**
 * A saved answer: 1–5 (agreement) or an option's number 1–n (single choice), null for "Prefer
 * not to say", or a comment's text.
 */
export type AnswerValue = number | null | string;

/** A released comment: the question and the text, and nothing about who wrote it or when. */
export type ReleasedComment = { questionId: string; text: string };

/** What a batch of completed answers adds up to (see sumCompletedAnswers in answer-sums.ts). */
export type BatchSums = {
  /** Plain answer rows of the scored and choice kinds. */
  rows: { questionId: string; value: number | null }[];
  /** Agreement questions, organisation-wide. */
  questions: Map<string, { answers: number; sum: number; preferNot: number; counts: ValueCounts }>;
  domains: Map<string, DomainTally>;
  teams: Record<string, TeamTally>;
  comments: ReleasedComment[];
};

/** Where one person's answer is counted: the batch, their team's tallies, and the domains they gave a value in. */
export type Counting = { sums: BatchSums; team: TeamTally; givenIn: Set<string> };

type Checked = { ok: true; value: AnswerValue | undefined } | { ok: false; message: string };

export interface QuestionKindHandler<Q extends AssessmentQuestion> {
  /**
   * Checks an answer for this question. `value: undefined` means "no answer" (a blank comment
   * removes an earlier one); refusals carry the text to show.
   */
  check(question: Q, raw: unknown): Checked;
  /** Whether answers count towards domain scores, heat map and roadmap. */
  readonly scored: boolean;
  /** The most characters one answer takes in a sealed draft's encoding, so drafts can be padded to a size that says nothing. */
  readonly encodedCapacity: number;
  /** Adds one released answer to the batch. */
  count(question: Q, value: AnswerValue, counting: Counting): void;
}

const ok = (value: AnswerValue | undefined): Checked => ({ ok: true, value });
const refused = (message: string): Checked => ({ ok: false, message });

const isWhole = (raw: unknown, max: number): raw is number => typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max;

/** Agreement: 1 Strongly Disagree … 5 Strongly Agree, null Prefer not to say. */
const agreement: QuestionKindHandler<AgreementQuestion> = {
  check: (_question, raw) => (raw === null || isWhole(raw, 5) ? ok(raw) : refused(messages.answerAgreement)),
  scored: true,
  encodedCapacity: 1,
  count(question, value, { sums, team, givenIn }) {
    const answer = typeof value === 'number' ? value : null;
    sums.rows.push({ questionId: question.id, value: answer });
    const tally = sums.questions.get(question.id) ?? { answers: 0, sum: 0, preferNot: 0, counts: emptyCounts() };
    const organisation = sums.domains.get(question.domain) ?? emptyTally();
    const own = (team.domains[question.domain] ??= emptyTally());
    for (const into of [tally, organisation, own]) countAnswer(into, answer);
    sums.questions.set(question.id, tally);
    sums.domains.set(question.domain, organisation);
    if (answer !== null) givenIn.add(question.domain);
  },
};

/** Single choice: the number of one option (1–n), or null Prefer not to say; released as plain rows, not scored. */
const singleChoice: QuestionKindHandler<SingleChoiceQuestion> = {
  check: (question, raw) => (raw === null || isWhole(raw, question.options.length) ? ok(raw) : refused(messages.answerChoice(question.options.length))),
  scored: false,
  encodedCapacity: 2,
  count(question, value, { sums }) {
    sums.rows.push({ questionId: question.id, value: typeof value === 'number' ? value : null });
  },
};

/**
 * Comment: free text, always optional; a blank comment is no comment. Line breaks are kept, other
 * control characters never reach here (the request pipeline refuses them).
 */
const comment: QuestionKindHandler<CommentQuestion> = {
  check(_question, raw) {
    if (typeof raw !== 'string') return refused(messages.answerComment(COMMENT_MAX_LENGTH));
    const text = raw.trim();
    if (text.length > COMMENT_MAX_LENGTH) return refused(messages.answerComment(COMMENT_MAX_LENGTH));
    return ok(text === '' ? undefined : text);
  },
  scored: false,
  // Sealed drafts hold comments as base64 of their UTF-8 bytes: at most 3 bytes per UTF-16 unit.
  encodedCapacity: Math.ceil(COMMENT_MAX_UTF8_BYTES / 3) * 4 + 16,
  count(question, value, { sums }) {
    if (typeof value === 'string' && value !== '') sums.comments.push({ questionId: question.id, text: value });
  },
};

/** The one table of kinds. */
export const questionKinds: { [K in QuestionKind]: QuestionKindHandler<Extract<AssessmentQuestion, { kind: K }>> } = {
  agreement,
  'single-choice': singleChoice,
  comment,
};

/** The handler of a question's kind, typed for that question. */
export function handlerOf<Q extends AssessmentQuestion>(question: Q): QuestionKindHandler<Q> {
  return questionKinds[question.kind] as unknown as QuestionKindHandler<Q>;
}

/** Checks an answer against its question (see QuestionKindHandler.check). */
export function checkAnswer(question: AssessmentQuestion, raw: unknown): Checked {
  return handlerOf(question).check(question, raw);
}

export const isScored = (question: AssessmentQuestion) => handlerOf(question).scored;

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
  return questions.reduce((total, question) => total + question.id.length + 12 + handlerOf(question).encodedCapacity, 64);
}

/** A question's kind part as the API carries it: the options of a single choice, none otherwise. */
export const QuestionKindPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('agreement') }),
  z.object({ kind: z.literal('single-choice'), options: z.array(z.string()).min(MIN_CHOICE_OPTIONS).max(MAX_CHOICE_OPTIONS) }),
  z.object({ kind: z.literal('comment') }),
]);
