import { msg } from '@lingui/core/macro';

/**
 * The answer scale: Strongly Disagree (1) … Strongly Agree (5); null = Prefer not to say. Apart
 * from api/assessments.ts's schemas, so the page that asks the questions loads no zod. The
 * labels are messages (decision 0053), shown with `t(label)` in the respondent's language.
 */
export const ANSWER_OPTIONS = [
  { value: 1, label: msg({ message: 'Strongly Disagree', context: 'answer scale' }) },
  { value: 2, label: msg({ message: 'Disagree', context: 'answer scale' }) },
  { value: 3, label: msg({ message: 'Neutral', context: 'answer scale' }) },
  { value: 4, label: msg({ message: 'Agree', context: 'answer scale' }) },
  { value: 5, label: msg({ message: 'Strongly Agree', context: 'answer scale' }) },
] as const;
export const PREFER_NOT_TO_SAY = msg({ message: 'Prefer not to say', context: 'answer scale' });
