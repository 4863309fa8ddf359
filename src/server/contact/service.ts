import type { ContactRequest } from '#domain/api/contact.ts';
import type { ServerContext } from '#server/context.ts';
import type { Visitor } from '#server/http/visitor.ts';
import { enqueueMail } from '#server/mail/index.ts';
import { enforceRateLimit, rateLimits } from '#server/rate-limit/limiter.ts';
import { insertContactMessage } from './queries.ts';

/** Stores an enquiry and mails it to sales (replies go straight to the sender). */
export async function receiveContactMessage(context: ServerContext, visitor: Visitor, input: ContactRequest) {
  await enforceRateLimit(context.db, context.clock, rateLimits.contactPerClient, visitor.network);
  await enforceRateLimit(context.db, context.clock, rateLimits.contactPerAddress, input.email);
  const company = input.company ? input.company : null;
  await context.db.transaction(async (tx) => {
    await insertContactMessage(tx, { ...input, company, createdAt: context.clock.now() });
    const sender = `${input.firstName} ${input.lastName}`;
    await enqueueMail(tx, context, {
      kind: 'contact',
      to: context.salesEmail,
      replyTo: input.email,
      subject: `Website enquiry from ${sender}${company ? ` (${company})` : ''}`,
      text: [`From: ${sender} <${input.email}>`, `Company: ${company ?? '—'}`, '', input.message].join('\n'),
    });
  });
  context.outbox.nudge();
  return { received: true as const };
}
