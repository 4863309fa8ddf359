import type { SessionResponse } from '#domain/api/accounts.ts';
import { api } from '#web/api-client.ts';
import { askForPasskey } from '#web/passkey-ceremonies.ts';

/**
 * A sign-in with a passkey: without a password (`step` 'sign-in'), or as the second step after
 * it. The challenge travels in its own cookie; the browser asks the person for the passkey.
 */
export async function requestPasskeySignIn(step: 'sign-in' | 'second-step', autofill = false): Promise<SessionResponse> {
  if (step === 'sign-in') {
    const response = await askForPasskey(await api('POST /api/session/passkey/options', { body: {} }), autofill);
    return api('POST /api/session/passkey', { body: { response } });
  }
  const response = await askForPasskey(await api('POST /api/session/second-step/passkey/options', { body: {} }));
  return api('POST /api/session/second-step/passkey', { body: { response } });
}
