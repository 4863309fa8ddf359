import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '#domain/api/reminders.ts';
import { deriveKey, type Secrets } from '#server/secrets.ts';

type Recipient = { organisationId: string; userId: string };

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
const signature = (key: Buffer, ids: Buffer) => createHmac('sha256', key).update('culturelens/unsubscribe:').update(ids).digest();

/**
 * The token of a person's unsubscribe link: organisation and person (16 bytes each) followed by
 * their HMAC-SHA-256 under a key derived from the secret, base64url. Nothing is stored: the
 * link works for as long as the secret stays the same, and cannot be made for anyone else
 * without it (guessing a 256-bit signature is hopeless).
 */
export function unsubscribeToken(secrets: Secrets, recipient: Recipient): string {
  const ids = Buffer.concat([uuidBytes(recipient.organisationId), uuidBytes(recipient.userId)]);
  return Buffer.concat([ids, signature(deriveKey(secrets, 'unsubscribe'), ids)]).toString('base64url');
}

/** The organisation and person a token was made for; null when it was not made with our secret. */
export function readUnsubscribeToken(secrets: Secrets, token: string): Recipient | null {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 64) return null;
  const ids = bytes.subarray(0, 32);
  if (!timingSafeEqual(bytes.subarray(32), signature(deriveKey(secrets, 'unsubscribe'), ids))) return null;
  return { organisationId: uuidOf(ids.subarray(0, 16)), userId: uuidOf(ids.subarray(16)) };
}

/**
 * The headers of one-click unsubscribe (RFC 2369, RFC 8058) for a launch e-mail or reminder:
 * mail programs show an Unsubscribe button and POST to the link without opening a page.
 */
export function unsubscribeHeaders(context: { secrets: Secrets; publicUrl: string }, recipient: Recipient): Record<string, string> {
  const url = new URL('/api/unsubscribe', context.publicUrl);
  url.searchParams.set('token', unsubscribeToken(context.secrets, recipient));
  return { 'List-Unsubscribe': `<${url.toString()}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
