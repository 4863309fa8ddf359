/** What other features use of reminders: the Reminders part of an assessment an administrator manages, and a person's own e-mail choice. */
export { AssessmentReminders } from './assessment-reminders.tsx';
export { AssessmentEmailsCard } from './assessment-emails-card.tsx';
