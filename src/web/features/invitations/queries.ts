import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponseSchema, SessionResponse } from '#domain/api/accounts.ts';
import type {
  CreateInvitationsResponseSchema,
  InvitationListResponseSchema,
  InvitationLookupResponseSchema,
  ResendInvitationResponseSchema,
  RevokeInvitationResponseSchema,
  AcceptInvitationRequest,
  CreateInvitationsRequest,
  InvitationListQuery,
} from '#domain/api/invitations.ts';
import { apiRequest } from '#web/api-client.ts';
import { peopleQueryKey } from '#web/features/people/index.ts';

export type CreateInvitationsResponse = z.infer<typeof CreateInvitationsResponseSchema>;

export type InvitationLookup = z.infer<typeof InvitationLookupResponseSchema>;

export const invitationsQueryKey = ['invitations'] as const;
export const invitationLookupQueryKey = (token: string) => ['invitation-lookup', token] as const;

/** What an invitation link is for; the token travels in the body to stay out of logs. */
export function lookupInvitation(token: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return apiRequest<typeof InvitationLookupResponseSchema>('/api/invitations/lookup', { method: 'POST', body: { token }, signal });
}

/** Creates the account from an invitation; the server signs the person in (session cookie). */
export function acceptInvitation(input: AcceptInvitationRequest): Promise<SessionResponse> {
  return apiRequest<typeof SessionResponseSchema>('/api/invitations/accept', { method: 'POST', body: input });
}

export function fetchInvitations(query: InvitationListQuery = {}, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.page !== undefined && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  const search = params.toString();
  return apiRequest<typeof InvitationListResponseSchema>(search ? `/api/invitations?${search}` : '/api/invitations', { signal });
}

export function createInvitations(input: CreateInvitationsRequest): Promise<CreateInvitationsResponse> {
  return apiRequest<typeof CreateInvitationsResponseSchema>('/api/invitations', { method: 'POST', body: input });
}

export async function resendInvitation(id: string): Promise<void> {
  await apiRequest<typeof ResendInvitationResponseSchema>(`/api/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}

export async function revokeInvitation(id: string): Promise<void> {
  await apiRequest<typeof RevokeInvitationResponseSchema>(`/api/invitations/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
}

/** A page of the organisation's invitations, newest first as the server sends them; the last page stays shown while the next loads. */
export function useInvitations(query: InvitationListQuery = {}) {
  return useQuery({ queryKey: [...invitationsQueryKey, query], queryFn: ({ signal }) => fetchInvitations(query, signal), placeholderData: keepPreviousData });
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
