/**
 * The answer scale: Strongly Disagree (1) … Strongly Agree (5); null = Prefer not to say. Apart
 * from api/assessments.ts's schemas, so the page that asks the questions loads no zod.
 */
export const ANSWER_OPTIONS = [
  { value: 1, label: 'Strongly Disagree' },
  { value: 2, label: 'Disagree' },
  { value: 3, label: 'Neutral' },
  { value: 4, label: 'Agree' },
  { value: 5, label: 'Strongly Agree' },
] as const;
export const PREFER_NOT_TO_SAY = 'Prefer not to say';
