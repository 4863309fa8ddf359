/** What other features may use of invitations: inviting people (the people import and organisation setup use it). */
export { createInvitations } from './service.ts';
