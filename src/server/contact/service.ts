import type { ContactRequest } from '#domain/api/contact.ts';
import { contactMessages } from '../db/schema.ts';
import type { ServerContext } from '../context.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { enforceRateLimit, rateLimits } from '../rate-limit/limiter.ts';

/** Stores an enquiry and mails it to sales (replies go straight to the sender). */
export async function receiveContactMessage(context: ServerContext, input: ContactRequest, clientAddress: string) {
  await enforceRateLimit(context.db, context.clock, rateLimits.contactPerClient, clientAddress);
  await enforceRateLimit(context.db, context.clock, rateLimits.contactPerAddress, input.email);
  const company = input.company ? input.company : null;
  await context.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ ...input, company, createdAt: context.clock.now() });
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
