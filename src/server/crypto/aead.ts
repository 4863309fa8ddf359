import { createCipheriv, createDecipheriv, randomFillSync } from 'node:crypto';

// AES-256-GCM: authenticated, so a changed ciphertext is refused rather than decrypted to
// garbage. A random 96-bit nonce per message is safe for far more messages than we seal
// under one key.
const ALGORITHM = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
// Stored before the data so a later format (or key) can be told apart from this one.
const VERSION = 'v1';

export class UnsealError extends Error {
  constructor(reason: string) {
    super(`Cannot decrypt: ${reason}`);
    this.name = 'UnsealError';
  }
}

// Nonces are drawn from the system's random source in batches: one call per 256 seals instead
// of one each (that call was a measurable share of an answer save). Every nonce is still fresh
// random bytes used once, and a nonce is public anyway (it is stored beside the ciphertext).
const NONCES_PER_BATCH = 256;
const nonceBatch = Buffer.alloc(NONCE_BYTES * NONCES_PER_BATCH);
let nextNonce = nonceBatch.length;

function freshNonce(): Buffer {
  if (nextNonce === nonceBatch.length) {
    randomFillSync(nonceBatch);
    nextNonce = 0;
  }
  // A copy: the batch is refilled later, and the caller keeps the nonce.
  const nonce = Buffer.from(nonceBatch.subarray(nextNonce, nextNonce + NONCE_BYTES));
  nextNonce += NONCE_BYTES;
  return nonce;
}

/**
 * Encrypts `plaintext` under `key` (32 bytes). `boundTo` is authenticated but not stored: the
 * result opens only with the same value, so a ciphertext copied into another row (another
 * recipient) is refused.
 */
export function seal(key: Buffer, plaintext: string, boundTo: string): string {
  const nonce = freshNonce();
  const cipher = createCipheriv(ALGORITHM, key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, data, cipher.getAuthTag()]).toString('base64url')}`;
}

/** Reverses `seal`; throws `UnsealError` for another key, another `boundTo`, or changed data. */
export function unseal(key: Buffer, sealed: string, boundTo: string): string {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || payload === undefined) throw new UnsealError('unknown format');
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new UnsealError('too short');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnsealError('wrong key, or the data was changed');
  }
}
