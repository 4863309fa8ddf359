import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Every new password has at least 8 characters, whoever sets it (ASVS 6.2.1): the specification's
 * 6 for employees and managers is raised to its own 8 of organisation creation. Roles still differ
 * in the strength zxcvbn must find (`password-strength.ts`). Decision record 0011.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Registration, invitation acceptance and reset. */
export const PASSWORD_MIN_LENGTH_USER = PASSWORD_MIN_LENGTH;
/** Organisation creation. */
export const PASSWORD_MIN_LENGTH_ORGANISATION = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const ORGANISATION_NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

/**
 * One-line text has no tabs or line breaks: names end up in e-mail subjects and headers, in
 * CSV cells and in the log, where a line break would start something new.
 */
export const isSingleLine = (value: string) => !/[\t\n\r]/.test(value);
export const singleLineMessage = (label: string) => `${label} must be on one line, without tabs or line breaks.`;

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const personName = (label: 'First name' | 'Last name') =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`)
    .refine(isSingleLine, singleLineMessage(label));

export const OrganisationNameSchema = z
  .string({ error: 'Organisation name is required' })
  .trim()
  .min(1, 'Organisation name is required')
  .max(ORGANISATION_NAME_MAX_LENGTH, `Organisation name must be at most ${ORGANISATION_NAME_MAX_LENGTH} characters`)
  .refine(isSingleLine, singleLineMessage('Organisation name'));

/** A new password: the minimum differs by form; maximum and common-password rules always hold. */
export const newPassword = (minLength: number, tooShortMessage: string) =>
  z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(minLength, tooShortMessage)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`)
    .refine((password) => !isCommonPassword(password), 'This password is too common. Please choose a less guessable one.');

/** An existing password being checked: only bounded, never judged. */
export const CurrentPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(1024, 'Password is too long');

export { safeRedirectPath } from './safe-redirect.ts';
