import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateInvitationsResponseSchema,
  InvitationListResponseSchema,
  type CreateInvitationsRequest,
} from '#domain/api/invitations.ts';
import {
  ImportPeopleResponseSchema,
  PeopleResponseSchema,
  PersonSchema,
  type PersonStatus,
  type UpdatePersonRequest,
} from '#domain/api/people.ts';
import { CompleteSetupResponseSchema, type CompleteSetupRequest } from '#domain/api/setup.ts';
import type { Role } from '#domain/roles.ts';
import { apiRequest } from '#web/api-client.ts';

export type CreateInvitationsResponse = z.infer<typeof CreateInvitationsResponseSchema>;
export type CompleteSetupResponse = z.infer<typeof CompleteSetupResponseSchema>;
export type PeopleResponse = z.infer<typeof PeopleResponseSchema>;
export type ImportPeopleResponse = z.infer<typeof ImportPeopleResponseSchema>;

export const invitationsQueryKey = ['invitations'] as const;
export const peopleQueryKey = ['people'] as const;

export interface PeopleFilter {
  search: string;
  role: 'all' | Role;
  status: 'all' | PersonStatus;
}

// --- Invitations ---------------------------------------------------------------------------

export function fetchInvitations(signal?: AbortSignal) {
  return apiRequest('/api/invitations', InvitationListResponseSchema, { signal });
}

export function createInvitations(input: CreateInvitationsRequest): Promise<CreateInvitationsResponse> {
  return apiRequest('/api/invitations', CreateInvitationsResponseSchema, { method: 'POST', body: input });
}

export async function resendInvitation(id: string): Promise<void> {
  await apiRequest(`/api/invitations/${encodeURIComponent(id)}/resend`, z.object({ resent: z.literal(true) }), { method: 'POST' });
}

export async function revokeInvitation(id: string): Promise<void> {
  await apiRequest(`/api/invitations/${encodeURIComponent(id)}/revoke`, z.object({ revoked: z.literal(true) }), { method: 'POST' });
}

/** The organisation's invitations, newest first as the server sends them. */
export function useInvitations() {
  return useQuery({ queryKey: invitationsQueryKey, queryFn: ({ signal }) => fetchInvitations(signal) });
}

/** Invites people; afterwards the invitation history and the people list are read again. */
export function useCreateInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitations,
    onSettled: () => invalidatePeopleAndInvitations(queryClient),
  });
}

export function invalidatePeopleAndInvitations(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: peopleQueryKey }),
  ]);
}

// --- Setup ---------------------------------------------------------------------------------

export function completeSetup(input: CompleteSetupRequest): Promise<CompleteSetupResponse> {
  return apiRequest('/api/organisations/current/setup', CompleteSetupResponseSchema, { method: 'POST', body: input });
}

// --- People --------------------------------------------------------------------------------

export function fetchPeople(filter: PeopleFilter, signal?: AbortSignal): Promise<PeopleResponse> {
  const query = new URLSearchParams({ role: filter.role, status: filter.status });
  const search = filter.search.trim();
  if (search) query.set('search', search);
  return apiRequest(`/api/people?${query.toString()}`, PeopleResponseSchema, { signal });
}

export function usePeople(filter: PeopleFilter) {
  return useQuery({
    queryKey: [...peopleQueryKey, filter],
    queryFn: ({ signal }) => fetchPeople(filter, signal),
    // Keep showing the last list while a new search runs, so the table does not flash empty.
    placeholderData: (previous) => previous,
  });
}

export function updatePerson(id: string, change: UpdatePersonRequest) {
  return apiRequest(`/api/people/${encodeURIComponent(id)}`, PersonSchema, { method: 'PATCH', body: change });
}

export function importPeople(csv: string): Promise<ImportPeopleResponse> {
  return apiRequest('/api/people/import', ImportPeopleResponseSchema, { method: 'POST', body: { csv } });
}
