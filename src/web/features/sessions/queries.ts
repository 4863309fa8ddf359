import { queryOptions } from '@tanstack/react-query';
import {
  AccountSessionsResponseSchema,
  ChangePasswordResponseSchema,
  EndedSessionsResponseSchema,
  type ChangePasswordRequest,
  type EndedSessionsResponse,
} from '#domain/api/sessions.ts';
import { apiRequest } from '#web/api-client.ts';

export const accountSessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'] as const,
  queryFn: ({ signal }) => apiRequest('/api/account/sessions', AccountSessionsResponseSchema, { signal }),
});

export function changePassword(input: ChangePasswordRequest) {
  return apiRequest('/api/account/password', ChangePasswordResponseSchema, { method: 'POST', body: input });
}

export function endSession(id: string): Promise<EndedSessionsResponse> {
  return apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, EndedSessionsResponseSchema, { method: 'DELETE' });
}

export function endOtherSessions(): Promise<EndedSessionsResponse> {
  return apiRequest('/api/account/sessions', EndedSessionsResponseSchema, { method: 'DELETE' });
}

/** An administrator signs a person of their organisation out everywhere. */
export function endPersonSessions(personId: string): Promise<EndedSessionsResponse> {
  return apiRequest(`/api/people/${encodeURIComponent(personId)}/sessions`, EndedSessionsResponseSchema, { method: 'DELETE' });
}
