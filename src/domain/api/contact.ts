import { z } from 'zod';
import { isSingleLine, singleLineMessage } from '../validation.ts';

export const contactLimits = {
  nameMax: 100,
  emailMax: 254,
  companyMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(isSingleLine, singleLineMessage(label));
}

/** POST /api/contact: an enquiry from the consultancy's contact form. */
export const ContactRequestSchema = z.object({
  firstName: requiredText('First name', contactLimits.nameMax),
  lastName: requiredText('Last name', contactLimits.nameMax),
  // Trim before the format check, so a pasted address with a trailing space is accepted.
  email: requiredText('Email', contactLimits.emailMax).pipe(z.email({ error: 'Please enter a valid email address.' })),
  company: z
    .string({ error: 'Company must be text' })
    .trim()
    .max(contactLimits.companyMax, { error: `Company must be at most ${contactLimits.companyMax} characters` })
    .refine(isSingleLine, singleLineMessage('Company'))
    .optional(),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required', abort: true })
    .min(contactLimits.messageMin, { error: `Message must be at least ${contactLimits.messageMin} characters` })
    .max(contactLimits.messageMax, { error: `Message must be at most ${contactLimits.messageMax} characters` }),
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
/** What a client sends, before trimming: every field a string, company may be left out or empty. */
export type ContactRequestInput = z.input<typeof ContactRequestSchema>;

export const ContactResponseSchema = z.object({
  received: z.literal(true),
});
