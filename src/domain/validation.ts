import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';
import { schemaError } from './schema-language.ts';

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
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Whether text is well-formed Unicode: no lone surrogate half, which no JSON in the database can hold. */
export const isWellFormedText = (value: string) => value.search(LONE_SURROGATE) < 0;
/** The text with each lone surrogate half made U+FFFD, as a decoder of broken UTF-16 would show it. */
export const wellFormedText = (value: string) => value.replace(LONE_SURROGATE, '\uFFFD');
/** The fields a one-line check names. */
const singleLineFields = {
  'First name': msg`First name must be on one line, without tabs or line breaks.`,
  'Last name': msg`Last name must be on one line, without tabs or line breaks.`,
  'Organisation name': msg`Organisation name must be on one line, without tabs or line breaks.`,
  Title: msg`Title must be on one line, without tabs or line breaks.`,
  Company: msg`Company must be on one line, without tabs or line breaks.`,
  'Domain label': msg`Domain label must be on one line, without tabs or line breaks.`,
  Email: msg`Email must be on one line, without tabs or line breaks.`,
  'An option': msg`An option must be on one line, without tabs or line breaks.`,
} satisfies Record<string, MessageDescriptor>;

export type SingleLineField = keyof typeof singleLineFields;

/** The refusal of a line break in a one-line field, as a zod `error` parameter. */
export const singleLineMessage = (label: SingleLineField) => schemaError(singleLineFields[label]);

const emailRequired = msg`Email is required`;
const emailMax = EMAIL_MAX_LENGTH;

export const EmailSchema = z
  .string(schemaError(emailRequired))
  .trim()
  .min(1, schemaError(emailRequired))
  .max(EMAIL_MAX_LENGTH, schemaError(msg`Email must be at most ${{ max: emailMax }} characters`))
  .pipe(z.email(schemaError(msg`Please enter a valid email address.`)))
  .transform((email) => email.toLowerCase());

const nameMax = NAME_MAX_LENGTH;
const personNameTexts = {
  'First name': { required: msg`First name is required`, tooLong: msg`First name must be at most ${{ max: nameMax }} characters` },
  'Last name': { required: msg`Last name is required`, tooLong: msg`Last name must be at most ${{ max: nameMax }} characters` },
};

export const personName = (label: 'First name' | 'Last name') =>
  z
    .string(schemaError(personNameTexts[label].required))
    .trim()
    .min(1, schemaError(personNameTexts[label].required))
    .max(NAME_MAX_LENGTH, schemaError(personNameTexts[label].tooLong))
    .refine(isSingleLine, singleLineMessage(label));

const organisationNameRequired = msg`Organisation name is required`;
const organisationNameMax = ORGANISATION_NAME_MAX_LENGTH;

export const OrganisationNameSchema = z
  .string(schemaError(organisationNameRequired))
  .trim()
  .min(1, schemaError(organisationNameRequired))
  .max(ORGANISATION_NAME_MAX_LENGTH, schemaError(msg`Organisation name must be at most ${{ max: organisationNameMax }} characters`))
  .refine(isSingleLine, singleLineMessage('Organisation name'));

/** A new password: the minimum differs by form; maximum and common-password rules always hold. */
const passwordRequired = msg`Password is required`;
const passwordMax = PASSWORD_MAX_LENGTH;

export const newPassword = (minLength: number, tooShortMessage: MessageDescriptor) =>
  z
    .string(schemaError(passwordRequired))
    .min(1, schemaError(passwordRequired))
    .min(minLength, schemaError(tooShortMessage))
    .max(PASSWORD_MAX_LENGTH, schemaError(msg`Password must be at most ${{ max: passwordMax }} characters long.`))
    .refine((password) => !isCommonPassword(password), schemaError(msg`This password is too common. Please choose a less guessable one.`));

/** An existing password being checked: only bounded, never judged. */
export const CurrentPasswordSchema = z
  .string(schemaError(passwordRequired))
  .min(1, schemaError(passwordRequired))
  .max(1024, schemaError(msg`Password is too long`));

export { safeRedirectPath } from './safe-redirect.ts';
