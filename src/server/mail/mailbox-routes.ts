import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { isDirectLocalRequest, mailboxIsOpen } from './mailbox-access.ts';
import { mailKey, openMailBody } from './mail-body.ts';
import { mailboxMessages } from './queries.ts';
import { route } from '#server/http/endpoint-route.ts';

const linkPattern = /https?:\/\/[^\s<>"]+/g;

/** The message's text, decrypted; a note instead when the secret has changed since it was stored. */
function readableText(key: Buffer, row: { id: string; toAddress: string; sealedBody: string | null }): string {
  try {
    return openMailBody(key, row)?.text ?? '';
  } catch {
    return '(This message can no longer be read: it was encrypted under a secret that has since changed.)';
  }
}

/** `production`: NODE_ENV=production, where the mailbox is off even without SMTP. */
export function mailboxRoutes(context: ServerContext, options: { production: boolean }): FastifyPluginAsyncZod {
  const open = mailboxIsOpen({ mailTransport: context.mailTransport, production: options.production });
  return async (app) => {
    route(
      app,
      'GET /api/mailbox',
      {
        // Public to the policy: its own rule (no SMTP, same machine) answers 404 to everyone else.
        config: { policy: 'public' },
        schema: {
          summary: 'The local mailbox (no SMTP configured, not in production; same machine, no proxy)',
          tags: ['system'],
        },
      },
      async (request, reply) => {
        if (!open || !isDirectLocalRequest(request)) throw new AppError('not_found');
        // Only what the mailbox still holds: bodies are removed after MAILBOX_RETENTION_MS.
        const rows = await mailboxMessages(context.db, 100);
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
