import { beforeAll, describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  CreateOrganisationRequestSchema,
  EmailTokenSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SignInRequestSchema,
} from './accounts.ts';
import { loadPasswordScorer, passwordStrengthMessages } from '../password-strength.ts';
import { i18n } from '@lingui/core';

// The request schemas score new passwords with zxcvbn, whose dictionaries load asynchronously.
beforeAll(async () => {
  await loadPasswordScorer();
});

/** A token as the server makes it: 32 random bytes in base64url (Web Crypto; src/domain has no Node built-ins). */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

type Issue = { path: PropertyKey[]; message: string };

function issues(schema: z.ZodType, input: unknown): Issue[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }));
}

// Strong enough for zxcvbn (score 2 for people, 3 for an organisation's creator).
const GOOD_PASSWORD = 'k9#Lmq7z';
const GOOD_ORG_PASSWORD = 'k9#Lmq-river';

const register = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  ...overrides,
});

const createOrganisation = (overrides: Record<string, unknown> = {}) => ({
  organisationName: 'Acme Ltd',
  adminFirstName: 'Grace',
  adminLastName: 'Hopper',
  adminEmail: 'grace@acme.example',
  adminPassword: GOOD_ORG_PASSWORD,
  confirmPassword: GOOD_ORG_PASSWORD,
  ...overrides,
});

describe('RegisterRequestSchema', () => {
  it('accepts a valid registration, trimming names and normalising the email', () => {
    const parsed = RegisterRequestSchema.parse(register({ firstName: '  Ada ', email: ' Ada@Example.COM ' }));
    expect(parsed).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
  });

  it('reports a password mismatch on confirmPassword with the specified text', () => {
    expect(issues(RegisterRequestSchema, register({ confirmPassword: `${GOOD_PASSWORD}x` }))).toEqual([
      { path: ['confirmPassword'], message: 'Passwords do not match. Please try again.' },
    ]);
  });

  it('treats passwords differing only in case or whitespace as a mismatch', () => {
    expect(RegisterRequestSchema.safeParse(register({ confirmPassword: GOOD_PASSWORD.toUpperCase() })).success).toBe(false);
    expect(RegisterRequestSchema.safeParse(register({ confirmPassword: ` ${GOOD_PASSWORD}` })).success).toBe(false);
  });

  it('refuses a 7-character password, however hard to guess, with the specified text and 8 for its 6', () => {
    expect(issues(RegisterRequestSchema, register({ password: 'Zq7!pwX', confirmPassword: 'Zq7!pwX' }))).toEqual([
      { path: ['password'], message: 'Password must be at least 8 characters long.' },
    ]);
  });

  it('passes an 8-character password on to the strength rule', () => {
    const [issue] = issues(RegisterRequestSchema, register({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }));
    expect(issue?.path).toEqual(['password']);
    expect(issue?.message).toContain(i18n._(passwordStrengthMessages.tooGuessable));
  });

  it('accepts an 8-character password that is hard to guess', () => {
    expect(RegisterRequestSchema.safeParse(register({ password: 'Zq7!pwXy', confirmPassword: 'Zq7!pwXy' })).success).toBe(true);
  });

  it.each(['aaaaaaaa', 'Summer2024', 'Lovelace1', 'AdaLovelace'])('refuses %s as too easy to guess', (password) => {
    const [issue] = issues(RegisterRequestSchema, register({ password, confirmPassword: password }));
    expect(issue?.path).toEqual(['password']);
    expect(issue?.message).toContain(i18n._(passwordStrengthMessages.tooGuessable));
  });

  it('refuses a password of spaces only', () => {
    expect(issues(RegisterRequestSchema, register({ password: '        ', confirmPassword: '        ' }))).toEqual([
      { path: ['password'], message: i18n._(passwordStrengthMessages.whitespaceOnly) },
    ]);
  });

  it('refuses a common password', () => {
    expect(issues(RegisterRequestSchema, register({ password: 'Password1', confirmPassword: 'Password1' }))).toEqual([
      { path: ['password'], message: 'This password is too common. Please choose a less guessable one.' },
    ]);
  });

  it('names every missing field', () => {
    const found = issues(RegisterRequestSchema, {});
    expect(found).toEqual(
      expect.arrayContaining([
        { path: ['firstName'], message: 'First name is required' },
        { path: ['lastName'], message: 'Last name is required' },
        { path: ['email'], message: 'Email is required' },
        { path: ['password'], message: 'Password is required' },
        { path: ['confirmPassword'], message: 'Please confirm your password' },
      ]),
    );
  });

  it('refuses blank names', () => {
    expect(issues(RegisterRequestSchema, register({ firstName: '   ', lastName: '' }))).toEqual([
      { path: ['firstName'], message: 'First name is required' },
      { path: ['lastName'], message: 'Last name is required' },
    ]);
  });

  it('refuses a malformed email', () => {
    expect(issues(RegisterRequestSchema, register({ email: 'not-an-email' }))).toEqual([
      { path: ['email'], message: 'Please enter a valid email address.' },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number for email', { email: 42 }, 'email'],
    ['a number for password', { password: 12345678, confirmPassword: 12345678 }, 'password'],
    ['an object for firstName', { firstName: { name: 'Ada' } }, 'firstName'],
    ['an array for lastName', { lastName: ['Lovelace'] }, 'lastName'],
    ['null for confirmPassword', { confirmPassword: null }, 'confirmPassword'],
  ])('fails on %s', (_label, overrides, field) => {
    const found = issues(RegisterRequestSchema, register(overrides));
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((issue) => issue.path[0])).toContain(field);
  });

  it('rejects a non-object body', () => {
    expect(RegisterRequestSchema.safeParse(null).success).toBe(false);
    expect(RegisterRequestSchema.safeParse('ada@example.com').success).toBe(false);
  });
});

describe('CreateOrganisationRequestSchema', () => {
  it('accepts a valid request', () => {
    const parsed = CreateOrganisationRequestSchema.parse(
      createOrganisation({ organisationName: '  Acme Ltd ', adminEmail: 'Grace@ACME.example' }),
    );
    expect(parsed.organisationName).toBe('Acme Ltd');
    expect(parsed.adminEmail).toBe('grace@acme.example');
  });

  it('refuses a 7-character password with the catalogue text', () => {
    expect(issues(CreateOrganisationRequestSchema, createOrganisation({ adminPassword: 'k9#Lmq7', confirmPassword: 'k9#Lmq7' }))).toEqual([
      {
        path: ['adminPassword'],
        message: 'Password requirements not met. Please ensure your password is at least 8 characters long.',
      },
    ]);
  });

  it('refuses a password that registration accepts', () => {
    expect(
      CreateOrganisationRequestSchema.safeParse(createOrganisation({ adminPassword: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }))
        .success,
    ).toBe(false);
  });

  it('holds an administrator to a higher strength: an 8-character password that registration accepts is refused', () => {
    expect(RegisterRequestSchema.safeParse(register({ password: 'k9#Lmq7z', confirmPassword: 'k9#Lmq7z' })).success).toBe(true);
    const [issue] = issues(CreateOrganisationRequestSchema, createOrganisation({ adminPassword: 'k9#Lmq7z', confirmPassword: 'k9#Lmq7z' }));
    expect(issue?.path).toEqual(['adminPassword']);
    expect(issue?.message).toContain(i18n._(passwordStrengthMessages.tooGuessable));
  });

  it('accepts a long password that is hard to guess', () => {
    expect(
      CreateOrganisationRequestSchema.safeParse(createOrganisation({ adminPassword: 'k9#Lmq-river', confirmPassword: 'k9#Lmq-river' }))
        .success,
    ).toBe(true);
  });

  it('refuses a password made of the organisation name', () => {
    const [issue] = issues(
      CreateOrganisationRequestSchema,
      createOrganisation({
        organisationName: 'Blackwater Logistics',
        adminPassword: 'BlackwaterLogistics',
        confirmPassword: 'BlackwaterLogistics',
      }),
    );
    expect(issue?.path).toEqual(['adminPassword']);
  });

  it('reports a mismatch on confirmPassword with the specified text', () => {
    expect(issues(CreateOrganisationRequestSchema, createOrganisation({ confirmPassword: 'something-else-9' }))).toEqual([
      { path: ['confirmPassword'], message: 'Passwords do not match' },
    ]);
  });

  it('refuses a common password', () => {
    expect(
      issues(CreateOrganisationRequestSchema, createOrganisation({ adminPassword: 'password123', confirmPassword: 'password123' })),
    ).toEqual([{ path: ['adminPassword'], message: 'This password is too common. Please choose a less guessable one.' }]);
  });

  it('names every missing field', () => {
    expect(issues(CreateOrganisationRequestSchema, {})).toEqual(
      expect.arrayContaining([
        { path: ['organisationName'], message: 'Organisation name is required' },
        { path: ['adminFirstName'], message: 'First name is required' },
        { path: ['adminLastName'], message: 'Last name is required' },
        { path: ['adminEmail'], message: 'Email is required' },
        { path: ['adminPassword'], message: 'Password is required' },
        { path: ['confirmPassword'], message: 'Please confirm your password' },
      ]),
    );
  });

  it('fails on a number for the admin email', () => {
    const found = issues(CreateOrganisationRequestSchema, createOrganisation({ adminEmail: 12345 }));
    expect(found.map((issue) => issue.path[0])).toContain('adminEmail');
  });
});

describe('SignInRequestSchema', () => {
  it('normalises the email and does not judge the password', () => {
    expect(SignInRequestSchema.parse({ email: ' Ada@Example.com ', password: 'password' })).toEqual({
      email: 'ada@example.com',
      password: 'password',
    });
    expect(SignInRequestSchema.safeParse({ email: 'ada@example.com', password: 'a' }).success).toBe(true);
  });

  it('requires both fields', () => {
    expect(issues(SignInRequestSchema, {})).toEqual([
      { path: ['email'], message: 'Email is required' },
      { path: ['password'], message: 'Password is required' },
    ]);
  });
});

describe('ResetPasswordRequestSchema', () => {
  const token = randomToken();

  it('accepts a valid reset', () => {
    expect(ResetPasswordRequestSchema.safeParse({ token, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD }).success).toBe(true);
  });

  it('reports a mismatch on confirmPassword', () => {
    expect(issues(ResetPasswordRequestSchema, { token, password: GOOD_PASSWORD, confirmPassword: 'other-9#x' })).toEqual([
      { path: ['confirmPassword'], message: 'Passwords do not match. Please try again.' },
    ]);
  });

  it('applies the 8-character minimum', () => {
    expect(issues(ResetPasswordRequestSchema, { token, password: 'Zq7!pwX', confirmPassword: 'Zq7!pwX' })).toEqual([
      { path: ['password'], message: 'Password must be at least 8 characters long.' },
    ]);
  });

  it.each(['aaaaaaaa', 'Summer2024', '        '])('refuses %j', (password) => {
    expect(issues(ResetPasswordRequestSchema, { token, password, confirmPassword: password })).toHaveLength(1);
  });
});

describe('EmailTokenSchema', () => {
  const DAMAGED = 'The link is incomplete or damaged.';

  it('accepts 32 random bytes in base64url', () => {
    for (let i = 0; i < 20; i++) {
      const token = randomToken();
      expect(EmailTokenSchema.parse(token)).toBe(token);
    }
  });

  it('accepts 20 and 200 characters', () => {
    expect(EmailTokenSchema.safeParse('A'.repeat(20)).success).toBe(true);
    expect(EmailTokenSchema.safeParse('_-'.repeat(100)).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['19 characters', 'A'.repeat(19)],
    ['201 characters', 'A'.repeat(201)],
    ['a truncated token', 'abc'],
  ])('refuses %s', (_label, token) => {
    expect(issues(EmailTokenSchema, token)).toEqual([{ path: [], message: DAMAGED }]);
  });

  it.each([
    ['standard base64 "+"', `${'A'.repeat(30)}+B`],
    ['standard base64 "/"', `${'A'.repeat(30)}/B`],
    ['base64 padding', `${'A'.repeat(42)}=`],
    ['a space', `${'A'.repeat(15)} ${'B'.repeat(15)}`],
    ['a dot', `${'A'.repeat(15)}.${'B'.repeat(15)}`],
    ['a trailing newline', `${'A'.repeat(43)}\n`],
    ['a percent-encoding', `${'A'.repeat(30)}%2F`],
    ['a non-ASCII letter', `${'A'.repeat(30)}é`],
  ])('refuses a token with %s', (_label, token) => {
    expect(issues(EmailTokenSchema, token)).toEqual([{ path: [], message: DAMAGED }]);
  });

  it('refuses non-strings as incomplete', () => {
    expect(issues(EmailTokenSchema, undefined)).toEqual([{ path: [], message: 'The link is incomplete.' }]);
    expect(issues(EmailTokenSchema, 1234567890123456)).toEqual([{ path: [], message: 'The link is incomplete.' }]);
  });
});
