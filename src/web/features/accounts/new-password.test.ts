import { describe, expect, it } from 'vitest';
import { authMessages } from '#domain/messages.ts';
import { newPasswordToast } from './new-password.ts';
import { i18n } from '@lingui/core';

const error = (message: string) => ({ type: 'custom', message });

describe('newPasswordToast', () => {
  it('reports a mismatch before the length', () => {
    expect(
      newPasswordToast({
        password: error(i18n._(authMessages.passwordTooShort.text)),
        confirmPassword: error(i18n._(authMessages.passwordMismatch.text)),
      }),
    ).toEqual({
      title: i18n._(authMessages.passwordMismatch.title),
      description: i18n._(authMessages.passwordMismatch.text),
      variant: 'destructive',
    });
  });

  it('reports a short password with its catalogue toast', () => {
    expect(newPasswordToast({ password: error(i18n._(authMessages.passwordTooShort.text)) })).toEqual({
      title: i18n._(authMessages.passwordTooShort.title),
      description: i18n._(authMessages.passwordTooShort.text),
      variant: 'destructive',
    });
  });

  it('leaves other problems to the fields', () => {
    expect(newPasswordToast({ password: error('This password is too common. Please choose a less guessable one.') })).toBeUndefined();
  });
});
