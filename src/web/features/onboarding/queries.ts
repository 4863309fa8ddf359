import type { z } from 'zod';
import { SessionResponseSchema, type SessionResponse } from '#domain/api/auth.ts';
import { CONSENT_VERSION, ConsentInfoResponseSchema, type ConsentInfo } from '#domain/api/consent.ts';
import {
  InvitationLookupResponseSchema,
  type AcceptInvitationRequest,
} from '#domain/api/invitations.ts';
import { apiRequest } from '#web/api-client.ts';

export type InvitationLookup = z.infer<typeof InvitationLookupResponseSchema>;

export const invitationLookupQueryKey = (token: string) => ['invitation-lookup', token] as const;
export const consentQueryKey = ['consent'] as const;

/** What an invitation link is for; the token travels in the body to stay out of logs. */
export function lookupInvitation(token: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return apiRequest('/api/invitations/lookup', InvitationLookupResponseSchema, { method: 'POST', body: { token }, signal });
}

/** Creates the account from an invitation; the server signs the person in (session cookie). */
export function acceptInvitation(input: AcceptInvitationRequest): Promise<SessionResponse> {
  return apiRequest('/api/invitations/accept', SessionResponseSchema, { method: 'POST', body: input });
}

export function fetchConsent(signal?: AbortSignal): Promise<ConsentInfo> {
  return apiRequest('/api/consent', ConsentInfoResponseSchema, { signal });
}

export function giveConsent(): Promise<SessionResponse> {
  return apiRequest('/api/consent', SessionResponseSchema, {
    method: 'POST',
    body: { consent: true, version: CONSENT_VERSION },
  });
}
