import type { z } from 'zod';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  UpdateOrganisationSettingsResponseSchema,
  UpdateOrganisationSettingsRequest,
} from '#domain/api/organisations-settings.ts';
import type { SessionResponseSchema, SessionResponse } from '#domain/api/accounts.ts';
import type { CompleteSetupResponseSchema, CompleteSetupRequest, CreateOwnOrganisationRequest } from '#domain/api/organisations.ts';
import type { EmailDomainRequestListResponseSchema, RequestEmailDomainRequest } from '#domain/api/organisations-email-domains.ts';
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

/** The organisation's requests for e-mail domain approval, newest first. */
export const emailDomainRequestsQuery = queryOptions({
  queryKey: ['organisation', 'email-domain-requests'] as const,
  queryFn: ({ signal }) => apiRequest<typeof EmailDomainRequestListResponseSchema>('/api/organisations/current/email-domain-requests', { signal }),
});

/** Asks the platform administrator to approve a domain for self-registration. */
export function askForEmailDomain(input: RequestEmailDomainRequest) {
  return apiRequest<typeof EmailDomainRequestListResponseSchema>('/api/organisations/current/email-domain-requests', { method: 'POST', body: input });
}
