// What other parts of the web app may use from the invitations feature; everything else is its own.
export { InvitationResults } from './invitation-results.tsx';
export { invitationResultToasts } from './invitation-toasts.ts';
export { InviteForm } from './invite-form.tsx';
export { invalidatePeopleAndInvitations } from './queries.ts';
