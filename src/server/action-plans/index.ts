/** What other features use of action plans: the reminder job (background-jobs.ts), and the published actions a launch e-mail tells of. */
export { actionPlanReminderJob } from './reminders.ts';
export { publishedActionsForLaunch } from './launch-actions.ts';
