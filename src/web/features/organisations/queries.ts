import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import type {
  UpdateOrganisationSettingsResponseSchema,
  UpdateOrganisationSettingsRequest,
} from '#domain/api/organisations-settings.ts';
import type { SessionResponseSchema, SessionResponse } from '#domain/api/accounts.ts';
import type { CompleteSetupResponseSchema, CompleteSetupRequest, CreateOwnOrganisationRequest } from '#domain/api/organisations.ts';
import { apiRequest } from '#web/api-client.ts';

export type CompleteSetupResponse = z.infer<typeof CompleteSetupResponseSchema>;

export function completeSetup(input: CompleteSetupRequest): Promise<CompleteSetupResponse> {
  return apiRequest<typeof CompleteSetupResponseSchema>('/api/organisations/current/setup', { method: 'POST', body: input });
}

export function updateOrganisationSettings(input: UpdateOrganisationSettingsRequest) {
  return apiRequest<typeof UpdateOrganisationSettingsResponseSchema>('/api/organisations/current/settings', { method: 'PATCH', body: input });
}

/** Saves the organisation's settings; the caller refreshes the session, which carries them. */
export function useUpdateOrganisationSettings() {
  return useMutation({ mutationFn: updateOrganisationSettings });
}

/** A signed-in account in no organisation creates one and becomes its administrator; answers the new session. */
export function createOwnOrganisation(input: CreateOwnOrganisationRequest): Promise<SessionResponse> {
  return apiRequest<typeof SessionResponseSchema>('/api/organisations/current', { method: 'POST', body: input });
}
