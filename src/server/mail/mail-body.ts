import { z } from 'zod';
import { seal, unseal } from '#server/crypto/aead.ts';
import { deriveKey, type Secrets } from '#server/secrets.ts';

/**
 * Queued e-mail carries live links (invitations, password resets, verifications), so its
 * bodies are stored encrypted under a key that is not in the database: a copy or backup of
 * the database holds no usable link. They are decrypted only to send or to show in the local
 * mailbox, and removed once no longer needed (see purgeMailBodies).
 */
export type MailBody = { text: string; html: string | null; headers?: MailHeaders | null };

/**
 * Extra headers (List-Unsubscribe): sealed with the body, as they hold a personal link. Bodies
 * queued before headers existed have none.
 */
export type MailHeaders = Record<string, string>;

const MailBodySchema = z.object({ text: z.string(), html: z.string().nullable(), headers: z.record(z.string(), z.string()).nullish() });

export function mailKey(secrets: Secrets): Buffer {
  return deriveKey(secrets, 'mail-outbox');
}

// The row and the recipient are authenticated with the body: a sealed invitation moved into
// a row addressed to someone else does not open.
const boundTo = (id: string, to: string) => `mail_outbox:${id}:${to}`;

export function sealMailBody(key: Buffer, row: { id: string; toAddress: string }, body: MailBody): string {
  return seal(key, JSON.stringify(body), boundTo(row.id, row.toAddress));
}

/** The body of a queued or mailbox message; null once it has been purged. Throws UnsealError. */
export function openMailBody(key: Buffer, row: { id: string; toAddress: string; sealedBody: string | null }): MailBody | null {
  if (row.sealedBody === null) return null;
  return MailBodySchema.parse(JSON.parse(unseal(key, row.sealedBody, boundTo(row.id, row.toAddress))));
}
