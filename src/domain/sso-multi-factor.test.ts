import { describe, expect, it } from 'vitest';
import { isMultiFactor } from './sso-multi-factor.ts';

describe('isMultiFactor', () => {
  it('counts mfa, and methods of two kinds of factor', () => {
    expect(isMultiFactor(['mfa'])).toBe(true);
    expect(isMultiFactor(['pwd', 'otp'])).toBe(true);
    expect(isMultiFactor(['hwk', 'pin'])).toBe(true);
    expect(isMultiFactor(['swk', 'fpt'])).toBe(true);
    expect(isMultiFactor(['pwd', 'face'])).toBe(true);
  });

  it('does not count one factor, two methods of one kind, or what is not a factor', () => {
    expect(isMultiFactor(undefined)).toBe(false);
    expect(isMultiFactor([])).toBe(false);
    expect(isMultiFactor(['pwd'])).toBe(false);
    expect(isMultiFactor(['hwk'])).toBe(false);
    expect(isMultiFactor(['pwd', 'kba'])).toBe(false);
    expect(isMultiFactor(['otp', 'sms'])).toBe(false);
    expect(isMultiFactor(['pwd', 'rba', 'geo', 'user'])).toBe(false);
    expect(isMultiFactor(['pwd', 'toString', 'constructor'])).toBe(false);
    expect(isMultiFactor([1, null, 'pwd'])).toBe(false);
  });
});
