import type { FieldErrors, FieldValues } from 'react-hook-form';
import { authMessages } from '#domain/messages/accounts.ts';
import type { ToastOptions } from '#web/components/ui/toast.tsx';
import { i18n } from '@lingui/core';

/**
 * The specification's toast for a refused new password (spec/01 §5): the mismatch before the
 * length, one at a time. The schema's errors say which; the same texts stand beside the fields.
 */
export function newPasswordToast(errors: FieldErrors<FieldValues>): ToastOptions | undefined {
  const messages = Object.values(errors).map((error) => error?.message);
  const problem = [authMessages.passwordMismatch, authMessages.passwordTooShort].find((message) => messages.includes(i18n._(message.text)));
  return problem && { title: i18n._(problem.title), description: i18n._(problem.text), variant: 'destructive' };
}
