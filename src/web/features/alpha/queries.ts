import { AssessmentSummarySchema } from '#domain/api/assessments.ts';
import { CreateInvitationsResponseSchema } from '#domain/api/invitations.ts';
import { CompleteSetupResponseSchema } from '#domain/api/organisations.ts';
import { apiRequest } from '#web/api-client.ts';
import type { MoveRequests } from './move-to-server.ts';

/**
 * The only requests of this feature: a move to the server, made by its signed-in administrator
 * through the same endpoints as the setup wizard, the invitation page and "Create assessment".
 */
export const serverMoveRequests: MoveRequests = {
  completeSetup: (input) => apiRequest('/api/organisations/current/setup', CompleteSetupResponseSchema, { method: 'POST', body: input }),
  invite: (invitations) => apiRequest('/api/invitations', CreateInvitationsResponseSchema, { method: 'POST', body: { invitations } }),
  createAssessment: (input) => apiRequest('/api/assessments', AssessmentSummarySchema, { method: 'POST', body: input }),
};
