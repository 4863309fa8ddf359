import type { QuestionSetId } from './question-bank.ts';

/** Estimated time to answer each built-in set (spec/02 §9), shown before starting. */
export const estimatedMinutes: Record<QuestionSetId, string> = {
  'deib-assessment': '3-4 minutes',
  'workforce-transformation': '3-4 minutes',
  'people-first-maturity': '2-3 minutes',
  'culture-change-readiness': '3-4 minutes',
  'default-assessment': '2-3 minutes',
};
