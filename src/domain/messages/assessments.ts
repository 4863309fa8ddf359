import { msg } from '@lingui/core/macro';

/**
 * What answering an assessment says (spec/02 §2, §4, §8). The administrator's texts about
 * opening, scheduling and closing one are in assessment-administration.ts: the respondent's page
 * loads the texts of the modules it imports, and it needs none of those.
 */
export const assessmentMessages = {
  notFound: msg`Assessment not found`,
  noActiveTitle: msg`No Active Assessment`,
  noActiveText: msg`There is no active assessment for your organisation at this time.`,
  completeTitle: msg`Assessment Complete!`,
  submissionFailedTitle: msg`Submission failed`,
  submissionFailedText: msg`There was an error submitting your assessment. Please try again.`,
  paused: msg`This assessment is paused. Your saved answers are kept: you can carry on when it reopens.`,
  closed: msg`This assessment is closed and no longer takes answers.`,
  alreadyCompleted: msg`You have completed this assessment. Answers cannot be changed after completion.`,
  unknownQuestion: msg`That question is not part of this assessment.`,
  incomplete: (missing: number) => msg`Please answer every question before completing: ${missing} still without an answer.`,
  requiredMissing: (missing: number) => msg`Please answer every required question before completing: ${missing} still without an answer.`,
  notYetOpen: msg`This assessment has not opened yet, so it cannot be answered.`,
} as const;
