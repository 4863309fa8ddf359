/** What other features use of mail: queueing e-mails (delivered by the outbox worker) and their texts. */
export { enqueueMail, enqueueMails } from './outbox.ts';
export {
  answerLinkRenewalMail,
  assessmentLaunchMail,
  assessmentReminderMail,
  invitationMail,
  perLanguage,
} from './assessment-templates.ts';
export { actionPlanReminderMail } from './action-plan-templates.ts';
export { lifecycleSurveyMail } from './lifecycle-templates.ts';
export { localeOfRecipient, recipientLocale } from './recipient-locale.ts';
export { mailboxRoutes } from './mailbox-routes.ts';
export { createMailboxMailer, createSmtpMailer } from './mailer.ts';
export type { Mailer } from './mailer.ts';
export { mailDelivery, purgeMailBodies } from './outbox.ts';
export {
  accountExistsMail,
  organisationConfirmationMail,
  organisationForExistingAccountMail,
  passwordChangedMail,
  passwordResetMail,
  passwordResetUnderSsoMail,
  platformAdminMail,
  verificationMail,
} from './templates.ts';
export { mailBacklogOf } from './queries.ts';
export type { MailContent } from './compose.ts';
