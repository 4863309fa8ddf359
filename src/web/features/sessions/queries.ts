import { queryOptions } from '@tanstack/react-query';
import type { ChangePasswordRequest, EndedSessionsResponse } from '#domain/api/sessions.ts';
import { api } from '#web/api-client.ts';

export const accountSessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'] as const,
  queryFn: ({ signal }) => api('GET /api/account/sessions', { signal }),
});

export function changePassword(input: ChangePasswordRequest) {
  return api('POST /api/account/password', { body: input });
}

export function endSession(id: string): Promise<EndedSessionsResponse> {
  return api('DELETE /api/account/sessions/:id', { params: { id } });
}

export function endOtherSessions(): Promise<EndedSessionsResponse> {
  return api('DELETE /api/account/sessions');
}

/** An administrator signs a person of their organisation out everywhere. */
export function endPersonSessions(personId: string): Promise<EndedSessionsResponse> {
  return api('DELETE /api/people/:id/sessions', { params: { id: personId } });
}
