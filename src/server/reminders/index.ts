/**
 * What other features use of reminders: the reminder job (background-jobs.ts) and the
 * List-Unsubscribe headers every launch e-mail carries, and who wants that e-mail (decision 0023).
 */
export { REMINDER_JOB, reminderJob } from './job.ts';
export { unsubscribeHeaders } from './unsubscribe-token.ts';
export { mailableAnswerersAfter } from './queries.ts';
