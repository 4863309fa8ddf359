import type { SessionResponseSchema, SessionResponse } from '#domain/api/accounts.ts';
import type { ConsentInfoResponseSchema, ConsentInfo } from '#domain/api/consent.ts';
import { CONSENT_VERSION } from '#domain/consent-version.ts';
import { apiRequest } from '#web/api-client.ts';

export const consentQueryKey = ['consent'] as const;

export function fetchConsent(signal?: AbortSignal): Promise<ConsentInfo> {
  return apiRequest<typeof ConsentInfoResponseSchema>('/api/consent', { signal });
}

export function giveConsent(): Promise<SessionResponse> {
  return apiRequest<typeof SessionResponseSchema>('/api/consent', {
    method: 'POST',
    body: { consent: true, version: CONSENT_VERSION },
  });
}
