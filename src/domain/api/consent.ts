import { z } from 'zod';

/** The consent text's version; a new wording gets a new version and asks everyone again. */
export const CONSENT_VERSION = 'alpha-v1';

/** GET /api/consent: what the consent page needs to say, and whether the person consented. */
export const ConsentInfoResponseSchema = z.object({
  version: z.literal(CONSENT_VERSION),
  organisationName: z.string(),
  /** Months that answers are kept after an assessment closes (the organisation's setting). */
  retentionMonths: z.number().int(),
  consentedAt: z.string().nullable(),
  consentVersion: z.string().nullable(),
});
export type ConsentInfo = z.infer<typeof ConsentInfoResponseSchema>;

/** POST /api/consent */
export const GiveConsentRequestSchema = z.object({
  consent: z.literal(true, { error: 'Please tick the box to consent.' }),
  version: z.literal(CONSENT_VERSION, { error: 'The consent text has changed: please reload the page and read it again.' }),
});
