import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '#domain/api/accounts.ts';
import type {
  CreateInvitationsResponseSchema,
  InvitationLookupResponseSchema,
  AcceptInvitationRequest,
  CreateInvitationsRequest,
  InvitationListQuery,
} from '#domain/api/invitations.ts';
import { api } from '#web/api-client.ts';
import { peopleQueryKey } from '#web/features/people/index.ts';

export type CreateInvitationsResponse = z.infer<typeof CreateInvitationsResponseSchema>;

export type InvitationLookup = z.infer<typeof InvitationLookupResponseSchema>;

export const invitationsQueryKey = ['invitations'] as const;
export const invitationLookupQueryKey = (token: string) => ['invitation-lookup', token] as const;

/** What an invitation link is for; the token travels in the body to stay out of logs. */
export function lookupInvitation(token: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return api('POST /api/invitations/lookup', { body: { token }, signal });
}

/** Creates the account from an invitation; the server signs the person in (session cookie). */
export function acceptInvitation(input: AcceptInvitationRequest): Promise<SessionResponse> {
  return api('POST /api/invitations/accept', { body: input });
}

export function fetchInvitations(query: InvitationListQuery = {}, signal?: AbortSignal) {
  const { search, status, page, pageSize } = query;
  return api('GET /api/invitations', {
    query: { search: search || undefined, status: status === 'all' ? undefined : status, page: page === 1 ? undefined : page, pageSize },
    signal,
  });
}

export function createInvitations(input: CreateInvitationsRequest): Promise<CreateInvitationsResponse> {
  return api('POST /api/invitations', { body: input });
}

export async function resendInvitation(id: string): Promise<void> {
  await api('POST /api/invitations/:id/resend', { params: { id } });
}

export async function revokeInvitation(id: string): Promise<void> {
  await api('POST /api/invitations/:id/revoke', { params: { id } });
}

/** A page of the organisation's invitations, newest first as the server sends them; the last page stays shown while the next loads. */
export function useInvitations(query: InvitationListQuery = {}) {
  return useQuery({
    queryKey: [...invitationsQueryKey, query],
    queryFn: ({ signal }) => fetchInvitations(query, signal),
    placeholderData: keepPreviousData,
  });
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
