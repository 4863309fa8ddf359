import { useMutation } from '@tanstack/react-query';
import {
  UpdateOrganisationSettingsResponseSchema,
  type UpdateOrganisationSettingsRequest,
} from '#domain/api/organisation-settings.ts';
import { apiRequest } from '#web/api-client.ts';

export function updateOrganisationSettings(input: UpdateOrganisationSettingsRequest) {
  return apiRequest('/api/organisations/current/settings', UpdateOrganisationSettingsResponseSchema, { method: 'PATCH', body: input });
}

/** Saves the organisation's settings; the caller refreshes the session, which carries them. */
export function useUpdateOrganisationSettings() {
  return useMutation({ mutationFn: updateOrganisationSettings });
}
