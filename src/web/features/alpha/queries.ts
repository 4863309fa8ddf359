import type { AssessmentSummarySchema } from '#domain/api/assessments.ts';
import type { CreateInvitationsResponseSchema } from '#domain/api/invitations.ts';
import type { CompleteSetupResponseSchema } from '#domain/api/organisations.ts';
import type { ImportAnswersResponseSchema } from '#domain/api/releases.ts';
import { apiRequest } from '#web/api-client.ts';
import type { ImportRequests } from './answer-import.ts';
import type { MoveRequests } from './move-to-server.ts';

/**
 * The only requests of this feature: a move to the server, made by its signed-in administrator
 * through the same endpoints as the setup wizard, the invitation page and "Create assessment",
 * and the import of local answers that may follow it.
 */
export const serverMoveRequests: MoveRequests = {
  completeSetup: (input) => apiRequest<typeof CompleteSetupResponseSchema>('/api/organisations/current/setup', { method: 'POST', body: input }),
  invite: (invitations) => apiRequest<typeof CreateInvitationsResponseSchema>('/api/invitations', { method: 'POST', body: { invitations } }),
  createAssessment: (input) => apiRequest<typeof AssessmentSummarySchema>('/api/assessments', { method: 'POST', body: input }),
};

/** Importing a local assessment's answers: an assessment created for them, then the import itself. */
export const serverImportRequests: ImportRequests = {
  createAssessment: serverMoveRequests.createAssessment,
  importAnswers: (assessmentId, input) =>
    apiRequest<typeof ImportAnswersResponseSchema>(`/api/assessments/${encodeURIComponent(assessmentId)}/answer-import`, { method: 'POST', body: input }),
};
