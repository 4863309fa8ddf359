import { describe, expect, it } from 'vitest';
import { authMessages } from '#domain/messages.ts';
import { newPasswordToast } from './new-password.ts';

const error = (message: string) => ({ type: 'custom', message });

describe('newPasswordToast', () => {
  it('reports a mismatch before the length', () => {
    expect(
      newPasswordToast({ password: error(authMessages.passwordTooShort.text), confirmPassword: error(authMessages.passwordMismatch.text) }),
    ).toEqual({
      title: authMessages.passwordMismatch.title,
      description: authMessages.passwordMismatch.text,
      variant: 'destructive',
    });
  });

  it('reports a short password with its catalogue toast', () => {
    expect(newPasswordToast({ password: error(authMessages.passwordTooShort.text) })).toEqual({
      title: authMessages.passwordTooShort.title,
      description: authMessages.passwordTooShort.text,
      variant: 'destructive',
    });
  });

  it('leaves other problems to the fields', () => {
    expect(newPasswordToast({ password: error('This password is too common. Please choose a less guessable one.') })).toBeUndefined();
  });
});
