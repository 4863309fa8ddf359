/** What other features use of mail: queueing e-mails (delivered by the outbox worker) and their texts. */
export { enqueueMail, enqueueMails, type NewMail } from './outbox.ts';
export { invitationMail } from './templates.ts';
