/** What other features use of answer links: issuing them for launch e-mails and reminders, and their routes. */
export { ANSWER_LINK_LIFETIME_MS, answerLinkTemplate, issueAnswerLinks, purgeExpiredAnswerLinks, withAnswerLink } from './links.ts';
export { answerLinkRoutes } from './routes.ts';
