/** What other features use of action plans: the reminder job (background-jobs.ts). */
export { actionPlanReminderJob } from './reminders.ts';
