/** What other features use of reminders: the Reminders part of an assessment an administrator manages. */
export { AssessmentReminders, type AssessmentRemindersProps } from './assessment-reminders.tsx';
