import { api } from '#web/api-client.ts';
import type { ImportRequests } from './answer-import.ts';
import type { MoveRequests } from './move-to-server.ts';

/**
 * The only requests of this feature: a move to the server, made by its signed-in administrator
 * through the same endpoints as the setup wizard, the invitation page and "Create assessment",
 * and the import of local answers that may follow it.
 */
export const serverMoveRequests: MoveRequests = {
  completeSetup: (input) => api('POST /api/organisations/current/setup', { body: input }),
  invite: (invitations) => api('POST /api/invitations', { body: { invitations } }),
  createAssessment: (input) => api('POST /api/assessments', { body: input }),
};

/** Importing a local assessment's answers: an assessment created for them, then the import itself. */
export const serverImportRequests: ImportRequests = {
  createAssessment: serverMoveRequests.createAssessment,
  importAnswers: (assessmentId, input) => api('POST /api/assessments/:id/answer-import', { params: { id: assessmentId }, body: input }),
};
