import { z } from 'zod';

/*
 * Passwords of a local workspace, hashed in the browser with PBKDF2 (WebCrypto): the browser
 * has no argon2, and WebCrypto's PBKDF2 is built in and constant across browsers. SHA-256 at
 * 600,000 iterations is OWASP's current recommendation for PBKDF2. The password itself is
 * never stored (the prototype kept it in plain text).
 */

export const PBKDF2_ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

export const PasswordHashSchema = z.object({
  algorithm: z.literal('PBKDF2-SHA-256'),
  iterations: z.number().int().min(100_000).max(10_000_000),
  salt: z.base64().min(1),
  hash: z.base64().min(1),
});
export type PasswordHash = z.infer<typeof PasswordHashSchema>;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (character) => character.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

/** A new salted hash of `password`. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { algorithm: 'PBKDF2-SHA-256', iterations, salt: toBase64(salt), hash: toBase64(await derive(password, salt, iterations)) };
}

/** Whether `password` is the one `stored` was made from; compares every byte, whatever differs first. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.hash);
  const actual = await derive(password, fromBase64(stored.salt), stored.iterations);
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index += 1) difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
