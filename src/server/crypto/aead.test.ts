import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal, UnsealError } from './aead.ts';

const key = randomBytes(32);
const nonceOf = (sealed: string) =>
  Buffer.from(sealed.split('.')[1] ?? '', 'base64url')
    .subarray(0, 12)
    .toString('hex');

describe('sealing', () => {
  it('opens what it sealed, with the same key and binding only', () => {
    const sealed = seal(key, 'Strongly agree', 'answer_drafts:a:k');
    expect(unseal(key, sealed, 'answer_drafts:a:k')).toBe('Strongly agree');
    expect(() => unseal(key, sealed, 'answer_drafts:a:other')).toThrow(UnsealError);
    expect(() => unseal(randomBytes(32), sealed, 'answer_drafts:a:k')).toThrow(UnsealError);
  });

  it('refuses a changed ciphertext', () => {
    const sealed = seal(key, 'Disagree', 'row');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    const flipped = bytes.length - 20;
    bytes.writeUInt8(bytes.readUInt8(flipped) ^ 1, flipped);
    expect(() => unseal(key, `v1.${bytes.toString('base64url')}`, 'row')).toThrow(UnsealError);
  });

  it('draws a new nonce for every seal, across many batches of them', () => {
    const nonces = new Set(Array.from({ length: 2_000 }, () => nonceOf(seal(key, 'same text', 'same row'))));
    expect(nonces.size).toBe(2_000);
  });

  it('keeps a sealed text intact while later seals draw further nonces', () => {
    const first = seal(key, 'first', 'row');
    for (let index = 0; index < 600; index += 1) seal(key, 'later', 'row');
    expect(unseal(key, first, 'row')).toBe('first');
  });
});
