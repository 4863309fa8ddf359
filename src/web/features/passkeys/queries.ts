import type { AddedPasskey, Passkey } from '#domain/api/passkeys.ts';
import { api } from '#web/api-client.ts';

export const passkeysQuery = {
  queryKey: ['passkeys'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => api('GET /api/passkeys', { signal }),
};

/**
 * Adds a passkey: the server's options (refused with `confirmation_required` unless the session
 * proved who it is a few minutes ago or `password` is given), the browser makes the passkey, the
 * server checks and keeps it.
 */
export async function addPasskey(input: { name: string; password?: string }): Promise<AddedPasskey> {
  const { createPasskey } = await import('#web/passkey-ceremonies.ts');
  const options = await api('POST /api/passkeys/registration/options', { body: input.password ? { password: input.password } : {} });
  const response = await createPasskey(options);
  return api('POST /api/passkeys/registration', { body: { name: input.name, response } });
}

/** Proves who holds the session with one of the person's passkeys, instead of the password. */
export async function confirmWithPasskey(): Promise<void> {
  const { askForPasskey } = await import('#web/passkey-ceremonies.ts');
  const response = await askForPasskey(await api('POST /api/passkeys/confirmation/options', { body: {} }));
  await api('POST /api/passkeys/confirmation', { body: { response } });
}

export function renamePasskey(id: string, name: string): Promise<Passkey> {
  return api('PATCH /api/passkeys/:id', { params: { id }, body: { name } });
}

export function removePasskey(id: string) {
  return api('DELETE /api/passkeys/:id', { params: { id } });
}

/** Proves who holds the session with the password, for a change that asks (removing a passkey). */
export async function confirmWithPassword(password: string): Promise<void> {
  await api('POST /api/passkeys/confirmation/password', { body: { password } });
}

/** New recovery codes for someone with a passkey: refused with `confirmation_required` unless the session proved who it is a few minutes ago. */
export async function renewRecoveryCodes(): Promise<string[]> {
  return (await api('POST /api/passkeys/recovery-codes', { body: {} })).recoveryCodes;
}
