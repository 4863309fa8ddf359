import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for integration tests: ES256 keys from node:crypto,
 * `none` attestation, a signature counter, and answers built byte for byte as WebAuthn level 3
 * lays them out, so the server's real verification (@simplewebauthn/server) checks them. What a
 * browser would fill in (origin, RP ID) can be overridden to play an attacker.
 */

type Credential = { id: string; privateKey: KeyObject; cosePublicKey: Uint8Array; rpId: string; userHandle: string; counter: number };

type CeremonyOverrides = { origin?: string; rpId?: string; userVerified?: boolean };

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function coseKeyOf(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('not an EC key');
  // kty EC2, alg ES256, crv P-256, x, y (RFC 9053).
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y, 'base64url'))],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Credential): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  const parts = [sha256(rpId), Buffer.from([flags]), count];
  if (attested) {
    const id = Buffer.from(attested.id, 'base64url');
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    parts.push(Buffer.alloc(16), length, id, Buffer.from(attested.cosePublicKey));
  }
  return Buffer.concat(parts);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;

/** `origin` and `rpId` as a browser on PUBLIC_URL would give them. */
export function createSoftwareAuthenticator(defaults: { origin: string; rpId: string; counterStep?: number }) {
  const credentials = new Map<string, Credential>();
  const step = defaults.counterStep ?? 1;
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    /** Answers creation options with a new credential (or, to play an attacker, one it holds already). */
    register(options: { challenge: string; user: { id: string } }, overrides: CeremonyOverrides & { existing?: string | undefined } = {}) {
      const rpId = overrides.rpId ?? defaults.rpId;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const fresh: Credential = {
        id: b64url(randomBytes(32)),
        privateKey,
        cosePublicKey: coseKeyOf(publicKey),
        rpId,
        userHandle: options.user.id,
        counter: 0,
      };
      const credential = (overrides.existing ? credentials.get(overrides.existing) : undefined) ?? fresh;
      credentials.set(credential.id, credential);
      const flags = UP | AT | (overrides.userVerified === false ? 0 : UV);
      const authData = authenticatorData(rpId, flags, credential.counter, credential);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, overrides.origin ?? defaults.origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** Answers request options with `credentialId` (or the only credential), counting one more use. */
    assert(options: { challenge: string }, credentialId?: string, overrides: CeremonyOverrides & { counter?: number } = {}) {
      const credential = credentialId ? credentials.get(credentialId) : [...credentials.values()][0];
      if (!credential) throw new Error('no such credential');
      credential.counter += step;
      const authData = authenticatorData(
        overrides.rpId ?? credential.rpId,
        UP | (overrides.userVerified === false ? 0 : UV),
        overrides.counter ?? credential.counter,
      );
      const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin ?? defaults.origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}
