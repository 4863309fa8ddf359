import type { SessionResponse } from '#domain/api/accounts.ts';
import type { ConsentInfo } from '#domain/api/consent.ts';
import { CONSENT_VERSION } from '#domain/consent-version.ts';
import { api } from '#web/api-client.ts';

export const consentQueryKey = ['consent'] as const;

export function fetchConsent(signal?: AbortSignal): Promise<ConsentInfo> {
  return api('GET /api/consent', { signal });
}

export function giveConsent(): Promise<SessionResponse> {
  return api('POST /api/consent', { body: { consent: true, version: CONSENT_VERSION } });
}
