import { describe, expect, it } from 'vitest';
import { authMessages } from '#domain/messages.ts';
import { checkNewPassword, newPasswordToast } from './new-password.ts';

describe('checkNewPassword', () => {
  it('reports a mismatch before the length', () => {
    expect(checkNewPassword('abc', 'abd', { minLength: 6 })).toBe('mismatch');
    expect(checkNewPassword('abcde', 'abcde', { minLength: 6 })).toBe('tooShort');
    expect(checkNewPassword('abcdef', 'abcdef', { minLength: 6 })).toBeUndefined();
  });

  it('leaves the length alone without a minimum', () => {
    expect(checkNewPassword('a', 'a')).toBeUndefined();
    expect(checkNewPassword('a', 'b')).toBe('mismatch');
  });

  it('gives each problem its catalogue toast', () => {
    expect(newPasswordToast('mismatch')).toEqual({
      title: authMessages.passwordMismatch.title,
      description: authMessages.passwordMismatch.text,
      variant: 'destructive',
    });
    expect(newPasswordToast('tooShort')).toEqual({
      title: authMessages.passwordTooShort.title,
      description: authMessages.passwordTooShort.text,
      variant: 'destructive',
    });
  });
});
