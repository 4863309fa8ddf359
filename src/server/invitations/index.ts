/** What other features may use of invitations: inviting people (the people import and organisation setup use it), and joining from an answer link. */
export { createInvitations } from './service.ts';
export { joinByInvitation, lockInvitation, lockOpenInvitationOf } from './joining.ts';
export { pendingInvitationsAfter } from './queries.ts';
