import { count } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ErrorResponseSchema } from '#domain/api/errors.ts';
import { testEngine } from '#tests/db.ts';
import { createLogCapture, rawRequest } from '#tests/raw-http.ts';
import { it, useTestServer } from '#tests/fixtures.ts';
import { users } from '#server/db/schema.ts';
import { controlCharacterMessage, pathsWithControlCharacters } from './control-characters.ts';

describe('control characters in request data', () => {
  it('names every string and key holding one, wherever it is nested', () => {
    const found = pathsWithControlCharacters({
      a: 'fine\ttab\r\nlines',
      b: ['ok', 'bad\u0000'],
      c: { 'key\u0001': 1, d: { e: '\u001f' } },
    });
    expect(found).toEqual(['b.1', 'c.d.e', 'c.key\u0001']);
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(pathsWithControlCharacters(deep)).toHaveLength(1);
  });
});

describe(`control characters over HTTP on ${testEngine}`, () => {
  const log = createLogCapture();
  const person = {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.test',
    password: 'cobol-rules-59',
    confirmPassword: 'cobol-rules-59',
  };

  const { database, server } = useTestServer({ logger: { level: 'info', stream: log.stream } });

  const register = (body: unknown) => server.request('/api/accounts', { method: 'POST', body });

  it('answers a NUL in a registration name with 400 naming the field, and logs no server error', async () => {
    const response = await register({ ...person, firstName: 'Gr\u0000ace' });
    expect(response.status).toBe(400);
    const { error } = ErrorResponseSchema.parse(await response.json());
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(controlCharacterMessage);
    expect(error.issues).toEqual([{ path: 'firstName', message: controlCharacterMessage }]);
    expect((await database.db.select({ n: count() }).from(users))[0]?.n).toBe(0);

    const records = log.records();
    expect(records.some((record) => (record.res as { statusCode?: number } | undefined)?.statusCode === 400)).toBe(true);
    expect(records.filter((record) => Number(record.level) >= 50)).toEqual([]);
    expect(log.text()).not.toMatch(/argon2|grace@example\.test/);
  });

  it('refuses control characters in the query string, path parameters and keys too', async () => {
    const query = await rawRequest(server.baseUrl, { path: '/api/health?probe=%00' });
    expect(query.status).toBe(400);
    expect(ErrorResponseSchema.parse(query.json()).error.issues?.[0]?.path).toBe('probe');
    const key = await register({ ...person, 'x\u0007': 1 });
    expect(key.status).toBe(400);
    const escape = await register({ ...person, lastName: 'Hop\u001bper' });
    expect(escape.status).toBe(400);
  });

  it('keeps one-line fields on one line, and lets multi-line text have tabs and line breaks', async () => {
    const name = await register({ ...person, firstName: 'Grace\nBcc: someone@example.test' });
    expect(name.status).toBe(400);
    expect(ErrorResponseSchema.parse(await name.json()).error.issues?.[0]).toEqual({
      path: 'firstName',
      message: 'First name must be on one line, without tabs or line breaks.',
    });

    const enquiry = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.test',
      message: 'Line one\r\n\tindented line two\nthree',
    };
    expect((await server.request('/api/contact', { method: 'POST', body: enquiry })).status).toBeLessThan(300);
    const withNul = await server.request('/api/contact', { method: 'POST', body: { ...enquiry, message: 'Hello there\u0000, world' } });
    expect(withNul.status).toBe(400);
  });
});
