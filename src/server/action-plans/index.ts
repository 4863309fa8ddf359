/** What other features use of action plans: the reminder job (background-jobs.ts), the published actions a launch e-mail tells of, and the plans a report lists. */
export { actionPlanReminderJob } from './reminders.ts';
export { publishedActionsForLaunch } from './launch-actions.ts';
export { plansWorkedOn } from './visible-plans.ts';
