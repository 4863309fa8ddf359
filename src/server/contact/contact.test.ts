import { count } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { testEngine } from '#tests/db.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { contactMessages, mailOutbox } from '#server/db/schema.ts';
import { rateLimits } from '#server/rate-limit/limiter.ts';

const enquiry = {
  firstName: 'Margaret',
  lastName: 'Hamilton',
  email: 'margaret@example.test',
  company: 'Apollo Guidance Ltd',
  message: 'We would like to talk about AI training for our engineering teams.',
};

describe(`POST /api/contact on ${testEngine}`, () => {
  const { database, server } = useTestServer();

  const send = (body: unknown) => server.request('/api/contact', { method: 'POST', body });

  it('stores the enquiry and mails it to sales with the sender as reply-to', async () => {
    const response = await send({ ...enquiry, firstName: '  Margaret ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: true });
    const [stored] = await database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ ...enquiry });
    const mail = await server.lastMailTo('sales@aldergrove.test');
    expect(mail?.subject).toBe('Website enquiry from Margaret Hamilton (Apollo Guidance Ltd)');
    expect(mail?.text).toContain(enquiry.message);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.replyTo).toBe('margaret@example.test');
  });

  it('accepts an enquiry without a company', async () => {
    const { company: _company, ...withoutCompany } = enquiry;
    expect((await send(withoutCompany)).status).toBe(201);
    expect((await send({ ...withoutCompany, email: 'other@example.test', company: '' })).status).toBe(201);
    const rows = await database.db.select().from(contactMessages);
    expect(rows.map((row) => row.company)).toEqual([null, null]);
  });

  it('rejects bad input with field issues and stores nothing', async () => {
    const response = await send({ firstName: '', lastName: 'x'.repeat(101), email: 'nope', message: 'short', company: 5 });
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect([...new Set(error.issues?.map((issue) => issue.path))].sort()).toEqual(['company', 'email', 'firstName', 'lastName', 'message']);
    expect((await database.db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(0);
  });

  it('limits how many enquiries one client can send', async () => {
    const { limit } = rateLimits.contactPerClient;
    for (let i = 0; i < limit; i += 1) expect((await send({ ...enquiry, email: `sender${i}@example.test` })).status).toBe(201);
    const refused = await send({ ...enquiry, email: 'one-more@example.test' });
    expect(refused.status).toBe(429);
    expect((await database.db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(limit);
  });
});
