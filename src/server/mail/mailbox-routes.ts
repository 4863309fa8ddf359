import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { MailboxResponseSchema } from '#domain/api/mailbox.ts';
import type { ServerContext } from '../context.ts';
import { mailOutbox } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { mailKey, openMailBody } from './mail-body.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Same machine only: the socket's peer is loopback and no proxy stood in between (a proxy on
 * this machine would make every visitor look local, but it adds forwarding headers).
 */
function isFromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return LOOPBACK.has(peer) && !proxied;
}

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/** The message's text, decrypted; a note instead when the secret has changed since it was stored. */
function readableText(key: Buffer, row: { id: string; toAddress: string; sealedBody: string | null }): string {
  try {
    return openMailBody(key, row)?.text ?? '';
  } catch {
    return '(This message can no longer be read: it was encrypted under a secret that has since changed.)';
  }
}

export function mailboxRoutes(context: ServerContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/mailbox',
      {
        // Public to the policy: its own rule (no SMTP, same machine) answers 404 to everyone else.
        config: { policy: 'public' },
        schema: {
          summary: 'The local mailbox (no SMTP configured; same machine only)',
          tags: ['system'],
          response: { 200: MailboxResponseSchema, 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        if (context.mailTransport !== 'mailbox' || !isFromThisMachine(request)) throw new AppError('not_found');
        // Only what the mailbox still holds: bodies are removed after MAILBOX_RETENTION_MS.
        const rows = await context.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.deliveredVia, 'mailbox'), isNotNull(mailOutbox.sealedBody)))
          .orderBy(desc(mailOutbox.sentAt))
          .limit(100);
        const key = mailKey(context.secrets);
        reply.header('cache-control', 'no-store');
        return {
          messages: rows.map((row) => {
            const text = readableText(key, row);
            return {
              id: row.id,
              to: row.toAddress,
              subject: row.subject,
              text,
              kind: row.kind,
              createdAt: row.createdAt.toISOString(),
              links: [...new Set(text.match(linkPattern) ?? [])],
            };
          }),
        };
      },
    );
  };
}
