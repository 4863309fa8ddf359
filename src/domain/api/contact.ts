import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '../validation.ts';

export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  companyMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

const requiredTexts = {
  'First name': { required: msg`First name is required`, tooLong: (max: number) => msg`First name must be at most ${max} characters` },
  'Last name': { required: msg`Last name is required`, tooLong: (max: number) => msg`Last name must be at most ${max} characters` },
  Email: { required: msg`Email is required`, tooLong: (max: number) => msg`Email must be at most ${max} characters` },
};

function requiredText(label: keyof typeof requiredTexts, max: number) {
  const texts = requiredTexts[label];
  return z
    .string(schemaError(texts.required))
    .trim()
    .min(1, { ...schemaError(texts.required), abort: true })
    .max(max, schemaError(texts.tooLong(max)))
    .refine(isSingleLine, singleLineMessage(label));
}

const companyMax = contactLimits.companyMax;
const messageMin = contactLimits.messageMin;
const messageMax = contactLimits.messageMax;

/** POST /api/contact: an enquiry from the consultancy's contact form. */
export const ContactRequestSchema = z.object({
  firstName: requiredText('First name', contactLimits.nameMax),
  lastName: requiredText('Last name', contactLimits.nameMax),
  // Trim before the format check, so a pasted address with a trailing space is accepted.
  email: requiredText('Email', contactLimits.emailMax).pipe(z.email(schemaError(msg`Please enter a valid email address.`))),
  company: z
    .string(schemaError(msg`Company must be text`))
    .trim()
    .max(contactLimits.companyMax, schemaError(msg`Company must be at most ${{ max: companyMax }} characters`))
    .refine(isSingleLine, singleLineMessage('Company'))
    .optional(),
  message: z
    .string(schemaError(msg`Message is required`))
    .trim()
    .min(1, { ...schemaError(msg`Message is required`), abort: true })
    .min(contactLimits.messageMin, schemaError(msg`Message must be at least ${{ min: messageMin }} characters`))
    .max(contactLimits.messageMax, schemaError(msg`Message must be at most ${{ max: messageMax }} characters`)),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
/** What a client sends, before trimming: every field a string, company may be left out or empty. */
export type ContactRequestInput = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({
  received: z.literal(true),
});
