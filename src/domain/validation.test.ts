import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  CurrentPasswordSchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  NAME_MAX_LENGTH,
  OrganisationNameSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_ORGANISATION,
  PASSWORD_MIN_LENGTH_USER,
  newPassword,
  personName,
  safeRedirectPath,
} from './validation.ts';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords.ts';

const INVALID_EMAIL = 'Please enter a valid email address.';
const EMAIL_TOO_LONG = 'Email must be at most 254 characters';
const TOO_COMMON = 'This password is too common. Please choose a less guessable one.';
const TOO_LONG_PASSWORD = 'Password must be at most 128 characters long.';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** A well-formed address of exactly `length` characters (length ≥ 70): labels of at most 50. */
function emailOfLength(length: number): string {
  const bodyLength = length - 64 - 1 - '.com'.length;
  const body = Array.from({ length: bodyLength }, (_, i) => (i % 50 === 49 && i !== bodyLength - 1 ? '.' : 'd')).join('');
  const address = `${'a'.repeat(64)}@${body}.com`;
  if (address.length !== length) throw new Error(`built ${address.length}, wanted ${length}`);
  return address;
}

describe('limits', () => {
  it('are those of the specification and DESIGN §2, with 8 characters for every password (ASVS 6.2.1, decision 0011)', () => {
    expect(PASSWORD_MIN_LENGTH_USER).toBe(8);
    expect(PASSWORD_MIN_LENGTH_ORGANISATION).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });
});

describe('EmailSchema', () => {
  it('trims and lower-cases', () => {
    expect(EmailSchema.parse('  Alice.Smith@Example.COM \n')).toBe('alice.smith@example.com');
  });

  it.each(['alice@example.com', 'a+tag@example.co.uk', "o'brien@example.org", 'first.last@sub.example.io'])('accepts %j', (address) => {
    expect(EmailSchema.safeParse(address).success).toBe(true);
  });

  it.each([
    'alice',
    'alice@',
    '@example.com',
    'alice@example',
    'alice@@example.com',
    'a b@example.com',
    'alice@exa mple.com',
    'alice@example..com',
    'al..ice@example.com',
    '.alice@example.com',
    'alice@.example.com',
    'alice@example.c',
    'alice example.com',
    'alice@example.com>',
    '<alice@example.com>',
  ])('rejects the malformed address %j', (address) => {
    expect(messages(EmailSchema, address)).toEqual([INVALID_EMAIL]);
  });

  it('requires a value', () => {
    expect(messages(EmailSchema, '')).toEqual(['Email is required']);
    expect(messages(EmailSchema, '   ')).toEqual(['Email is required']);
    expect(messages(EmailSchema, undefined)).toEqual(['Email is required']);
  });

  it('rejects non-strings', () => {
    expect(EmailSchema.safeParse(42).success).toBe(false);
    expect(EmailSchema.safeParse(null).success).toBe(false);
    expect(EmailSchema.safeParse(['alice@example.com']).success).toBe(false);
  });

  it('accepts an address of exactly 254 characters', () => {
    const address = emailOfLength(254);
    expect(EmailSchema.parse(address)).toBe(address);
  });

  it('accepts 254 characters with surrounding whitespace (length counts after trimming)', () => {
    const address = emailOfLength(254);
    expect(EmailSchema.parse(`   ${address}   `)).toBe(address);
  });

  it('rejects an address of 255 characters with the length message', () => {
    const result = EmailSchema.safeParse(emailOfLength(255));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMAIL_TOO_LONG);
  });

  it('rejects a very long address', () => {
    const result = EmailSchema.safeParse(`${'x'.repeat(1000)}@example.com`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(EMAIL_TOO_LONG);
  });
});

describe('personName', () => {
  const first = personName('First name');
  const last = personName('Last name');

  it('trims', () => {
    expect(first.parse('  Ada ')).toBe('Ada');
  });

  it('requires a non-blank value, naming the field', () => {
    expect(messages(first, '')).toEqual(['First name is required']);
    expect(messages(first, '   ')).toEqual(['First name is required']);
    expect(messages(first, undefined)).toEqual(['First name is required']);
    expect(messages(last, '')).toEqual(['Last name is required']);
    expect(messages(last, undefined)).toEqual(['Last name is required']);
  });

  it('accepts 1 and 100 characters', () => {
    expect(first.parse('A')).toBe('A');
    expect(first.parse('x'.repeat(NAME_MAX_LENGTH))).toBe('x'.repeat(100));
  });

  it('refuses 101 characters', () => {
    expect(messages(first, 'x'.repeat(101))).toEqual(['First name must be at most 100 characters']);
    expect(messages(last, 'x'.repeat(101))).toEqual(['Last name must be at most 100 characters']);
  });

  it('counts the length after trimming', () => {
    expect(first.parse(`  ${'x'.repeat(100)}  `)).toBe('x'.repeat(100));
  });

  it('accepts non-ASCII names', () => {
    expect(first.parse('Zoë')).toBe('Zoë');
    expect(last.parse("O'Brien-Ní Dhomhnaill")).toBe("O'Brien-Ní Dhomhnaill");
  });
});

describe('OrganisationNameSchema', () => {
  it('trims, requires a value and limits to 120 characters', () => {
    expect(OrganisationNameSchema.parse('  Acme Ltd ')).toBe('Acme Ltd');
    expect(messages(OrganisationNameSchema, ' ')).toEqual(['Organisation name is required']);
    expect(OrganisationNameSchema.safeParse('x'.repeat(120)).success).toBe(true);
    expect(messages(OrganisationNameSchema, 'x'.repeat(121))).toEqual(['Organisation name must be at most 120 characters']);
  });
});

describe('newPassword(6, message)', () => {
  const TOO_SHORT = 'Custom: too short.';
  const schema = newPassword(6, { id: 'too-short', message: TOO_SHORT });

  it('requires a value', () => {
    expect(messages(schema, '')).toContain('Password is required');
    expect(messages(schema, undefined)).toEqual(['Password is required']);
  });

  it('refuses 5 characters with the given message', () => {
    expect(messages(schema, 'k9#Lm')).toEqual([TOO_SHORT]);
    expect(messages(schema, 'a')).toEqual([TOO_SHORT]);
  });

  it('accepts 6 characters', () => {
    expect(schema.parse('k9#Lmq')).toBe('k9#Lmq');
  });

  it('accepts 128 characters', () => {
    const password = 'Zx9!'.repeat(32);
    expect(password).toHaveLength(128);
    expect(schema.parse(password)).toBe(password);
  });

  it('refuses 129 characters', () => {
    expect(messages(schema, `${'Zx9!'.repeat(32)}Q`)).toEqual([TOO_LONG_PASSWORD]);
  });

  it('does not trim or otherwise change the password', () => {
    expect(schema.parse('  k9#Lmq  ')).toBe('  k9#Lmq  ');
  });

  it.each([
    'password',
    'Password',
    'PASSWORD',
    'Password1',
    'PASSWORD1',
    'password123',
    'qwerty',
    'QwErTy123',
    '123456',
    'letmein',
    'culturelens',
  ])('refuses the common password %j', (password) => {
    expect(messages(schema, password)).toEqual([TOO_COMMON]);
  });

  it('uses the given minimum', () => {
    const eight = newPassword(8, { id: 'eight', message: 'eight' });
    expect(messages(eight, 'k9#Lmq7')).toEqual(['eight']);
    expect(eight.safeParse('k9#Lmq7z').success).toBe(true);
  });

  it('rejects non-strings', () => {
    expect(schema.safeParse(12345678).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('is case-insensitive', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PaSsWoRd')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
  });

  it('does not flag an uncommon password', () => {
    expect(isCommonPassword('k9#Lmq-river-otter')).toBe(false);
  });

  it('lists only lower-case entries (an upper-case entry could never match)', () => {
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });
});

describe('CurrentPasswordSchema', () => {
  it('does not judge an existing password, only bounds it', () => {
    expect(CurrentPasswordSchema.safeParse('password').success).toBe(true);
    expect(CurrentPasswordSchema.safeParse('a').success).toBe(true);
    expect(CurrentPasswordSchema.safeParse('x'.repeat(1024)).success).toBe(true);
    expect(messages(CurrentPasswordSchema, 'x'.repeat(1025))).toEqual(['Password is too long']);
    expect(messages(CurrentPasswordSchema, '')).toEqual(['Password is required']);
  });
});

describe('safeRedirectPath', () => {
  const ORIGINS = ['https://culturelens.example', 'http://localhost:5173', 'https://app.example.org:8443'];

  /** Undefined, or a path that stays on whatever site it is resolved against. */
  function expectSameSite(result: string | undefined) {
    if (result === undefined) return;
    expect(result.startsWith('/')).toBe(true);
    // no protocol-relative `//host` or `/\host`
    expect(result[1] === '/' || result[1] === '\\').toBe(false);
    // nothing a browser strips before parsing
    expect(result).not.toMatch(/[\t\n\r]/);
    for (const origin of ORIGINS) {
      expect(new URL(result, origin).origin).toBe(origin);
      // also after a browser-like removal of tabs and newlines
      expect(new URL(result.replace(/[\t\n\r]/g, ''), origin).origin).toBe(origin);
    }
  }

  it.each([
    ['/roadmap', '/roadmap'],
    ['/a?b=c#d', '/a?b=c#d'],
    ['/', '/'],
    ['/results-dashboard?tab=domains', '/results-dashboard?tab=domains'],
    ['/invite/abc_DEF-123', '/invite/abc_DEF-123'],
  ])('accepts the same-site path %j', (input, expected) => {
    const result = safeRedirectPath(input);
    expect(result).toBe(expected);
    expectSameSite(result);
  });

  it.each<[string, string | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['the empty string', ''],
    ['a relative path', 'roadmap'],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/roadmap'],
    ['a backslash trick', '/\\evil.com'],
    ['a double backslash', '/\\\\evil.com'],
    ['an absolute https URL', 'https://evil.com'],
    ['an absolute http URL', 'http://evil.com/roadmap'],
    ['a same-looking absolute URL', 'https://same-site.invalid/roadmap'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash-only start', '\\\\evil.com'],
  ])('refuses %s', (_label, input) => {
    expect(safeRedirectPath(input)).toBeUndefined();
  });

  it('keeps an encoded "//" as a same-site path', () => {
    const result = safeRedirectPath('/%2F%2Fevil.com');
    expect(result).toBeDefined();
    expect(result).toBe('/%2F%2Fevil.com');
    expectSameSite(result);
  });

  it.each([
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/\r\n/evil.com',
    '/\t\t/evil.com',
    '/\t\\evil.com',
    '/\\\tevil.com',
    '/\n\\evil.com',
    '\t//evil.com',
    '\n//evil.com',
    ' //evil.com',
  ])('never yields a protocol-relative path for %j (tabs and newlines are stripped by browsers)', (input) => {
    expectSameSite(safeRedirectPath(input));
  });

  it.each(['/%5Cevil.com', '/%09/evil.com', '/javascript:alert(1)', '/ /evil.com', '/./evil.com', '/a/../b'])(
    'keeps %j on this site',
    (input) => {
      const result = safeRedirectPath(input);
      expect(result).toBeDefined();
      expectSameSite(result);
    },
  );

  // Dot segments are resolved by the URL parser, so these can collapse to `//evil.com`
  // while the parse still reports the same origin. The result must be refused or same-site.
  it.each([
    '/.//evil.com',
    '/..//evil.com',
    '/a/..//evil.com',
    '/a/b/../..//evil.com',
    '/%2e%2e//evil.com',
    '/%2E//evil.com',
    '/.%2e//evil.com',
    '/./\\evil.com',
    '/a/../\\evil.com',
    '/.///evil.com',
    '/./\\/evil.com',
    '/.\t//evil.com',
    '/./\t/evil.com',
    '/x/..//evil.com?next=1#h',
  ])('never yields a protocol-relative path for the dot-segment input %j', (input) => {
    expectSameSite(safeRedirectPath(input));
  });
});
