import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateInvitationsResponseSchema,
  InvitationListResponseSchema,
  type CreateInvitationsRequest,
} from '#domain/api/invitations.ts';
import { apiRequest } from '#web/api-client.ts';
import { peopleQueryKey } from '#web/features/people/index.ts';

export type CreateInvitationsResponse = z.infer<typeof CreateInvitationsResponseSchema>;

export const invitationsQueryKey = ['invitations'] as const;

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
