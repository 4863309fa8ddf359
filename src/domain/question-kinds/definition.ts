import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import type { AssessmentQuestionTranslations } from '../question-translations.ts';
import type { DomainTally, TeamTally, ValueCounts } from '../tallies.ts';

/*
 * What a question kind must say about itself (decision 0050): one definition per kind, in a
 * module of its own beside this one, collected by src/domain/question-kinds.ts into a record
 * keyed by every kind, so the compiler names each place a new kind has to fill.
 */

/** What every question has, whatever its kind. */
export type QuestionBase = {
  readonly id: string;
  readonly text: string;
  readonly order: number;
  readonly domain: string;
  readonly domainLabel: string;
  readonly required: boolean;
  /** Its wording in other languages (src/domain/question-translations.ts); absent once shown in one language. */
  readonly translations?: AssessmentQuestionTranslations;
};

/**
 * A saved answer: a whole number (the value the kind stores), null for "Prefer not to say", or
 * a comment's text.
 */
export type AnswerValue = number | null | string;

/** A released comment: the question and the text, and nothing about who wrote it or when. */
export type ReleasedComment = { questionId: string; text: string };

/** What a batch of completed answers adds up to (see sumCompletedAnswers in answer-sums.ts). */
export type BatchSums = {
  /** Plain answer rows of the scored and counted kinds. */
  rows: { questionId: string; value: number | null }[];
  /** Agreement questions, organisation-wide. */
  questions: Map<string, { answers: number; sum: number; preferNot: number; counts: ValueCounts }>;
  domains: Map<string, DomainTally>;
  teams: Record<string, TeamTally>;
  /** Per respondent group (respondent-groups.ts: a team and the attributes its people share): what a release seals. */
  groups: Record<string, TeamTally>;
  comments: ReleasedComment[];
};

/** Where one person's answer is counted: the batch, their team's tallies, and the domains they gave a value in. */
export type Counting = { sums: BatchSums; team: TeamTally; givenIn: Set<string> };

export type Checked = { ok: true; value: AnswerValue | undefined } | { ok: false; message: MessageDescriptor };

/** One value a question of a counted kind can take, as stored in `answers.value`, and its label in results. */
export type CountedValue = { value: number; label: string };

/**
 * How a kind's released answers reach results, each through the anonymity rules that already
 * hold for that form (src/domain/item-plan.ts, src/domain/publication-plan.ts):
 * - `scores`: domain means, heat-map cells, team views and the roadmap (the auditor's sets);
 * - `counts`: how many answers gave each value, organisation-wide only, a value's count shown
 *   where the assessment's minimum group size of answers or more were given (planChoice);
 *   a 0–10 net promoter question's eNPS is computed from those published counts only;
 * - `comments`: the released texts, organisation-wide only, listed in groups (planComments).
 */
export type Publication<Q> =
  | { as: 'scores' }
  | {
      as: 'counts';
      values: (question: Q) => readonly CountedValue[];
      /** Its counts are scores 0–10 whose eNPS results show beside them (decision 0062). */
      netPromoter?: boolean;
    }
  | { as: 'comments' };

export interface QuestionKindDefinition<Q extends QuestionBase & { readonly kind: string }> {
  /** The kind's name in the builder's list. */
  readonly label: MessageDescriptor;
  /** Why nobody ever has to answer it, shown where the builder greys out "Required"; null when it may be required. */
  readonly alwaysOptional: MessageDescriptor | null;
  /** The statement the builder fills in when a blank question becomes of this kind (the wording stays editable). */
  readonly defaultText?: MessageDescriptor;
  /** Whether the administrator writes its options (stored in `assessment_questions.options`). */
  readonly hasOptions: boolean;
  /** The question from its stored row's parts (`options` is empty for kinds without). */
  fromStored(base: QuestionBase, options: readonly string[]): Q;
  /**
   * Checks an answer for this question. `value: undefined` means "no answer" (a blank comment
   * removes an earlier one); refusals carry the text to show.
   */
  check(question: Q, raw: unknown): Checked;
  /**
   * The most characters one answer takes in a sealed draft's encoding (src/server/assessments/
   * answer-drafts.ts: a number as its digits, "Prefer not to say" as one letter, text as base64
   * of its UTF-8 bytes), so drafts can be padded to a size that says nothing.
   */
  readonly encodedCapacity: number;
  /** Adds one released answer to the batch. */
  count(question: Q, value: AnswerValue, counting: Counting): void;
  /** How its released answers are published and shown. */
  readonly publication: Publication<Q>;
  /** Its part of a question as the respondent's page receives it (beside the base fields). */
  readonly questionnaireSchema: z.ZodObject;
  /** Its part of a question as an administrator writes it (beside text, domain and id). */
  readonly inputSchema: z.ZodObject;
}

export const ok = (value: AnswerValue | undefined): Checked => ({ ok: true, value });
export const refused = (message: MessageDescriptor): Checked => ({ ok: false, message });

export const isWhole = (raw: unknown, min: number, max: number): raw is number =>
  typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max;
