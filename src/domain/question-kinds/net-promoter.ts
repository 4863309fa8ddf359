import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { questionKindMessages as messages } from '../messages/question-kinds.ts';
import { isWhole, ok, refused, type CountedValue, type QuestionBase, type QuestionKindDefinition } from './definition.ts';

/**
 * Net promoter (eNPS): 0–10 "How likely are you to recommend working here?", or null Prefer not
 * to say. Published as counts per score like a single choice (the same planner, decision 0043),
 * its eNPS computed from those published counts only (src/domain/net-promoter.ts); never scored,
 * so it adds nothing to a 1–5 domain mean (decision 0062).
 */
export type NetPromoterQuestion = QuestionBase & { readonly kind: 'enps' };

export const ENPS_MIN = 0;
export const ENPS_MAX = 10;

const scores: readonly CountedValue[] = Array.from({ length: ENPS_MAX - ENPS_MIN + 1 }, (_, index) => ({
  value: ENPS_MIN + index,
  label: String(ENPS_MIN + index),
}));

export const netPromoter = {
  label: msg`Net promoter (0 to 10, eNPS)`,
  defaultText: msg`How likely are you to recommend working here?`,
  alwaysOptional: null,
  hasOptions: false,
  fromStored: (base) => ({ ...base, kind: 'enps' }),
  check: (_question, raw) => (raw === null || isWhole(raw, ENPS_MIN, ENPS_MAX) ? ok(raw) : refused(messages.answerNetPromoter)),
  encodedCapacity: 2,
  count(question, value, { sums }) {
    sums.rows.push({ questionId: question.id, value: typeof value === 'number' ? value : null });
  },
  publication: { as: 'counts', values: () => scores, netPromoter: true },
  questionnaireSchema: z.object({ kind: z.literal('enps') }),
  inputSchema: z.object({ kind: z.literal('enps'), required: z.boolean().default(true) }),
} satisfies QuestionKindDefinition<NetPromoterQuestion>;
