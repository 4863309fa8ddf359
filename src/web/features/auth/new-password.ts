import { authMessages } from '#domain/messages.ts';
import type { ToastOptions } from '#web/components/ui/toast.tsx';

export type NewPasswordProblem = 'mismatch' | 'tooShort';

/**
 * The first problem of a new password and its confirmation, checked before anything is sent:
 * the mismatch before the length (spec/01 §5). Without `minLength` the length is left to the
 * browser's minLength attribute and to the server.
 */
export function checkNewPassword(password: string, confirmation: string, rules: { minLength?: number } = {}): NewPasswordProblem | undefined {
  if (password !== confirmation) return 'mismatch';
  if (rules.minLength !== undefined && password.length < rules.minLength) return 'tooShort';
  return undefined;
}

/** The toast that the register and reset-password forms show for a problem. */
export function newPasswordToast(problem: NewPasswordProblem): ToastOptions {
  const message = problem === 'mismatch' ? authMessages.passwordMismatch : authMessages.passwordTooShort;
  return { title: message.title, description: message.text, variant: 'destructive' };
}
