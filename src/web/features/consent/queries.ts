import { SessionResponseSchema, type SessionResponse } from '#domain/api/accounts.ts';
import { CONSENT_VERSION, ConsentInfoResponseSchema, type ConsentInfo } from '#domain/api/consent.ts';
import { apiRequest } from '#web/api-client.ts';

export const consentQueryKey = ['consent'] as const;

export function fetchConsent(signal?: AbortSignal): Promise<ConsentInfo> {
  return apiRequest('/api/consent', ConsentInfoResponseSchema, { signal });
}

export function giveConsent(): Promise<SessionResponse> {
  return apiRequest('/api/consent', SessionResponseSchema, {
    method: 'POST',
    body: { consent: true, version: CONSENT_VERSION },
  });
}
