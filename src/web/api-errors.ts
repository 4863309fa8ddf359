import { frameAuthMessages } from '#domain/messages/frame-accounts.ts';
import { ApiError } from './api-client.ts';
import type { ToastOptions } from './components/ui/toast.tsx';
import { i18n } from '@lingui/core';

/** The server's message for a failed call, or the fallback when there is none to show. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Field issues of a failed call keyed by field name (empty for anything but a validation failure). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors() : {};
}

export function isApiError(error: unknown, code: ApiError['code']): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/** The caller belongs to no organisation: an expected state the pages answer with the next step, not an error. */
export function isNoOrganisation(error: unknown): boolean {
  return isApiError(error, 'no_organisation');
}

/** The toast of a form that creates an account, when the server refuses it. */
export function registrationFailedToast(error: unknown): ToastOptions {
  return {
    title: i18n._(frameAuthMessages.registrationFailedTitle),
    description: errorMessage(error, i18n._(frameAuthMessages.registrationFailedDefault)),
    variant: 'destructive',
  };
}
