/**
 * What other features may use of assessments: the assessment rows, their questions, and
 * (for the release job) opening a completed person's sealed draft and keeping the keys drafts
 * are sealed under (draft-keys.ts).
 * Everything else here is the feature's own.
 */
export { openDraft, type DraftKeys } from './answer-drafts.ts';
export { countDrafts, currentDraftKey, draftKeysOf, prepareDraftKeys, retireDraftKeys, retireLeftoverDraftKeys } from './draft-keys.ts';
export {
  setVersionsDomains,
  findAssessment,
  lockAssessment,
  listAssessmentRows,
  previousClosedWave,
  sameSeries,
  type AssessmentRow,
} from './queries.ts';
export { domainsOfAssessment, ownQuestions, questionsOf, setQuestions } from './questions.ts';
export { insertScheduledWave, rescheduleWave } from './scheduled-waves.ts';
export { attributesForDraft, sealDraft } from './answer-drafts.ts';
export { respondentKey } from './respondent-key.ts';
export { purgeExpiredAnswers } from './retention.ts';
export { LAUNCH_JOB, launchJob } from './launch.ts';
export { SCHEDULE_JOB, scheduleJob } from './schedule.ts';
export { countRecipients } from './recipients.ts';
