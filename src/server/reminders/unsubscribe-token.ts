import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '#domain/api/reminders.ts';
import type { Clock } from '#server/clock.ts';
import { deriveKey, type Secrets } from '#server/secrets.ts';

type Recipient = { organisationId: string; userId: string };

/** What a token says: whose link it is, or that it is too old, or not one of ours. */
export type UnsubscribeLink = { status: 'valid'; recipient: Recipient } | { status: 'expired' } | { status: 'invalid' };

/** How long an unsubscribe link works after its e-mail was made. */
export const UNSUBSCRIBE_LINK_MS = 365 * 24 * 60 * 60_000;

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
// Authenticated, not stored: a token made for any other purpose, under any other label, does not open.
const LABEL = Buffer.from('culturelens/unsubscribe-link/v2');

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The key that seals links, derived from the 'unsubscribe' key so the two never serve one another's purpose. */
const linkKey = (secrets: Secrets) => Buffer.from(hkdfSync('sha256', deriveKey(secrets, 'unsubscribe'), Buffer.alloc(0), LABEL, 32));

/**
 * The token of a person's unsubscribe link: organisation, person (16 bytes each) and the
 * second the link stops working (4 bytes), sealed with AES-256-GCM under a key derived from the
 * secret, then base64url (86 characters, nonce and tag included). Nothing is stored. The ids
 * cannot be read from the link, and no link can be made, or moved to another person or a later
 * expiry, without the secret (a changed byte fails the 128-bit tag).
 */
export function unsubscribeToken(secrets: Secrets, recipient: Recipient, now: Date): string {
  const expiresAtSecond = Math.floor((now.getTime() + UNSUBSCRIBE_LINK_MS) / 1000);
  const expiry = Buffer.alloc(4);
  expiry.writeUInt32BE(expiresAtSecond);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', linkKey(secrets), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(LABEL);
  const sealed = Buffer.concat([
    cipher.update(Buffer.concat([uuidBytes(recipient.organisationId), uuidBytes(recipient.userId), expiry])),
    cipher.final(),
  ]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** Whose link `token` is, if it was made with our secret and has not expired. */
export function readUnsubscribeToken(secrets: Secrets, token: string, now: Date): UnsubscribeLink {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return { status: 'invalid' };
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== 64) return { status: 'invalid' };
  const opened = open(secrets, bytes);
  if (!opened) return readEarlierToken(secrets, bytes, now);
  if (opened.readUInt32BE(32) * 1000 <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', recipient: { organisationId: uuidOf(opened.subarray(0, 16)), userId: uuidOf(opened.subarray(16, 32)) } };
}

function open(secrets: Secrets, bytes: Buffer): Buffer | null {
  const decipher = createDecipheriv('aes-256-gcm', linkKey(secrets), bytes.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(LABEL);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}

/**
 * Links mailed before links expired (ids in clear, signed with HMAC-SHA-256) work until a year
 * after the change, as if they had been made that day; after it they are refused, and this
 * function can go.
 */
export const EARLIER_LINKS_WORK_UNTIL = new Date('2027-11-29T00:00:00Z');

function readEarlierToken(secrets: Secrets, bytes: Buffer, now: Date): UnsubscribeLink {
  const ids = bytes.subarray(0, 32);
  const signature = createHmac('sha256', deriveKey(secrets, 'unsubscribe')).update('culturelens/unsubscribe:').update(ids).digest();
  if (!timingSafeEqual(bytes.subarray(32), signature)) return { status: 'invalid' };
  if (now >= EARLIER_LINKS_WORK_UNTIL) return { status: 'expired' };
  return { status: 'valid', recipient: { organisationId: uuidOf(ids.subarray(0, 16)), userId: uuidOf(ids.subarray(16)) } };
}

/**
 * The headers of one-click unsubscribe (RFC 2369, RFC 8058) for a launch e-mail or reminder:
 * mail programs show an Unsubscribe button and POST to the link without opening a page.
 */
export function unsubscribeHeaders(
  context: { secrets: Secrets; publicUrl: string; clock: Clock },
  recipient: Recipient,
): Record<string, string> {
  const url = new URL('/api/unsubscribe', context.publicUrl);
  url.searchParams.set('token', unsubscribeToken(context.secrets, recipient, context.clock.now()));
  return { 'List-Unsubscribe': `<${url.toString()}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
