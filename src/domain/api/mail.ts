import { z } from 'zod';

/**
 * GET /api/mailbox: the built-in local mailbox, used when no SMTP server is configured.
 * Only requests from the same machine get it (404 otherwise, and when SMTP is configured).
 */
export const MailboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  /** Every http(s) link in the text, for one-click use in development. */
  links: z.array(z.string()),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const MailboxResponseSchema = z.object({ messages: z.array(MailboxMessageSchema) });
