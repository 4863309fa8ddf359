import type { z } from 'zod';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { UpdateOrganisationSettingsRequest } from '#domain/api/organisations-settings.ts';
import type { SessionResponse } from '#domain/api/accounts.ts';
import type { CompleteSetupResponseSchema, CompleteSetupRequest, CreateOwnOrganisationRequest } from '#domain/api/organisations.ts';
import type { RequestEmailDomainRequest } from '#domain/api/organisations-email-domains.ts';
import type { SaveSsoConfigurationRequest } from '#domain/api/sso.ts';
import { api } from '#web/api-client.ts';

export type CompleteSetupResponse = z.infer<typeof CompleteSetupResponseSchema>;

export function completeSetup(input: CompleteSetupRequest): Promise<CompleteSetupResponse> {
  return api('POST /api/organisations/current/setup', { body: input });
}

export function updateOrganisationSettings(input: UpdateOrganisationSettingsRequest) {
  return api('PATCH /api/organisations/current/settings', { body: input });
}

/** Saves the organisation's settings; the caller refreshes the session, which carries them. */
export function useUpdateOrganisationSettings() {
  return useMutation({ mutationFn: updateOrganisationSettings });
}

/** A signed-in account in no organisation creates one and becomes its administrator; answers the new session. */
export function createOwnOrganisation(input: CreateOwnOrganisationRequest): Promise<SessionResponse> {
  return api('POST /api/organisations/current', { body: input });
}

/** The organisation's requests for e-mail domain approval, newest first. */
export const emailDomainRequestsQuery = queryOptions({
  queryKey: ['organisation', 'email-domain-requests'] as const,
  queryFn: ({ signal }) => api('GET /api/organisations/current/email-domain-requests', { signal }),
});

/** Asks the platform administrator to approve a domain for self-registration. */
export function askForEmailDomain(input: RequestEmailDomainRequest) {
  return api('POST /api/organisations/current/email-domain-requests', { body: input });
}

/** The organisation's SCIM provisioning tokens (never the tokens themselves) and the base URL. */
export const scimTokensQuery = queryOptions({
  queryKey: ['organisation', 'scim-tokens'] as const,
  queryFn: ({ signal }) => api('GET /api/organisations/current/scim-tokens', { signal }),
});

/** A new provisioning token: its secret is in this answer only. */
export function createScimToken(input: { label: string }) {
  return api('POST /api/organisations/current/scim-tokens', { body: input });
}

export function revokeScimToken(id: string) {
  return api('POST /api/organisations/current/scim-tokens/:id/revoke', { params: { id } });
}

/** The organisation's single sign-on, never its secret (decision 0054). */
export const ssoConfigurationQuery = queryOptions({
  queryKey: ['organisation', 'sso'] as const,
  queryFn: ({ signal }) => api('GET /api/organisations/current/sso', { signal }),
});

export function saveSsoConfiguration(input: SaveSsoConfigurationRequest) {
  return api('PUT /api/organisations/current/sso', { body: input });
}

export function removeSsoConfiguration() {
  return api('DELETE /api/organisations/current/sso');
}
