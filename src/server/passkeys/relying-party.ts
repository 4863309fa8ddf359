import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ServerContext } from '#server/context.ts';
import type { PasskeyRow } from './queries.ts';

/**
 * The relying party is the application at PUBLIC_URL: its host name is the RP ID and its origin
 * the only origin an authenticator's answer may name (with no PUBLIC_URL set, the default
 * http://localhost:PORT of env.ts). A page served under another name of ALLOWED_HOSTS cannot
 * use passkeys: they are bound to one name.
 */
export function relyingParty(context: Pick<ServerContext, 'publicUrl'>) {
  const url = new URL(context.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'CultureLens' };
}

/** The user handle a passkey carries: the person's id, nothing that names them. */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(userId);

export async function authenticationOptions(
  context: ServerContext,
  allowed: readonly PasskeyRow[] | null,
  userVerification: 'required' | 'preferred',
) {
  return generateAuthenticationOptions({
    rpID: relyingParty(context).id,
    userVerification,
    timeout: 120_000,
    ...(allowed ? { allowCredentials: allowed.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })) } : {}),
  });
}

const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const);
type Transport = typeof TRANSPORTS extends Set<infer T> ? T : never;
const isTransport = (value: string): value is Transport => (TRANSPORTS as Set<string>).has(value);
export const transportsOf = (passkey: Pick<PasskeyRow, 'transports'>): Transport[] => passkey.transports.filter(isTransport);

/**
 * The verified signature counter of an assertion by `passkey`, or null when anything is wrong:
 * the challenge, the origin, the RP ID, the signature, user verification where required, or a
 * counter not above the last one seen (a cloned authenticator), as @simplewebauthn checks them.
 */
export async function verifiedCounter(
  context: ServerContext,
  passkey: PasskeyRow,
  response: AuthenticationResponseJSON,
  expectedChallenge: string,
  requireUserVerification: boolean,
): Promise<number | null> {
  const rp = relyingParty(context);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

/** The new credential of a registration answer, or null when anything is wrong with it. */
export async function verifiedCredential(context: ServerContext, response: RegistrationResponseJSON, expectedChallenge: string) {
  const rp = relyingParty(context);
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // A passkey without user verification is still a second factor; signing in without a password asks for it.
      requireUserVerification: false,
    });
    if (!verified) return null;
    const { credential, credentialBackedUp } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).filter(isTransport),
      backedUp: credentialBackedUp,
    };
  } catch {
    return null;
  }
}
