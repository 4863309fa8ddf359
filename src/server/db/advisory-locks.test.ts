import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks.ts';

describe('advisory locks', () => {
  it('gives every lock its own number, so no two features wait on each other', () => {
    const numbers = Object.values(ADVISORY_LOCKS);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
