import { queryOptions } from '@tanstack/react-query';
import type {
  AccountSessionsResponseSchema,
  ChangePasswordResponseSchema,
  EndedSessionsResponseSchema,
  ChangePasswordRequest,
  EndedSessionsResponse,
} from '#domain/api/sessions.ts';
import { apiRequest } from '#web/api-client.ts';

export const accountSessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'] as const,
  queryFn: ({ signal }) => apiRequest<typeof AccountSessionsResponseSchema>('/api/account/sessions', { signal }),
});

export function changePassword(input: ChangePasswordRequest) {
  return apiRequest<typeof ChangePasswordResponseSchema>('/api/account/password', { method: 'POST', body: input });
}

export function endSession(id: string): Promise<EndedSessionsResponse> {
  return apiRequest<typeof EndedSessionsResponseSchema>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function endOtherSessions(): Promise<EndedSessionsResponse> {
  return apiRequest<typeof EndedSessionsResponseSchema>('/api/account/sessions', { method: 'DELETE' });
}

/** An administrator signs a person of their organisation out everywhere. */
export function endPersonSessions(personId: string): Promise<EndedSessionsResponse> {
  return apiRequest<typeof EndedSessionsResponseSchema>(`/api/people/${encodeURIComponent(personId)}/sessions`, { method: 'DELETE' });
}
