import { describe, expect, it } from 'vitest';
import { hashPassword, PasswordHashSchema, PBKDF2_ITERATIONS, verifyPassword } from './password-hash.ts';

describe('local workspace passwords (PBKDF2 through WebCrypto)', () => {
  it('stores a salted hash at the recommended iterations, never the password, and accepts only that password', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(PasswordHashSchema.parse(stored)).toEqual(stored);
    expect(stored.iterations).toBe(PBKDF2_ITERATIONS);
    expect(JSON.stringify(stored)).not.toContain('correct horse');
    expect(Buffer.from(stored.hash, 'base64')).toHaveLength(32);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    // Four derivations at the full iteration count are slow by design: more than the default limit on a busy machine.
  }, 30_000);

  it('salts every hash: the same password hashes differently twice, and each still verifies', async () => {
    const first = await hashPassword('same password here', 100_000);
    const second = await hashPassword('same password here', 100_000);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(await verifyPassword('same password here', first)).toBe(true);
    expect(await verifyPassword('same password here', second)).toBe(true);
  });

  it('uses the iterations stored with the hash, so a hash keeps working if the default changes', async () => {
    const stored = await hashPassword('an older hash', 150_000);
    expect(stored.iterations).toBe(150_000);
    expect(await verifyPassword('an older hash', stored)).toBe(true);
    expect(await verifyPassword('an older hash', { ...stored, iterations: 150_001 })).toBe(false);
  });

  it('matches an independent PBKDF2-HMAC-SHA256 computation', async () => {
    const { pbkdf2Sync } = await import('node:crypto');
    const stored = await hashPassword('cross-check', 100_000);
    const expected = pbkdf2Sync('cross-check', Buffer.from(stored.salt, 'base64'), 100_000, 32, 'sha256').toString('base64');
    expect(stored.hash).toBe(expected);
  });
});
