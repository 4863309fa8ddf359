import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { CONSENT_VERSION } from '../consent-version.ts';

export { CONSENT_VERSION };

/** GET /api/consent: what the consent page needs to say, and whether the person consented. */
export const ConsentInfoResponseSchema = z.object({
  version: z.literal(CONSENT_VERSION),
  organisationName: z.string(),
  /** Months that answers are kept after an assessment closes (the organisation's setting). */
  retentionMonths: z.number().int(),
  /**
   * The smallest group any result may stand for, in every assessment a person may answer now or
   * later: the organisation's setting, or a smaller size an open assessment kept from when it
   * opened (decision 0037). Six at least.
   */
  minimumGroupSize: z.number().int(),
  consentedAt: z.string().nullable(),
  consentVersion: z.string().nullable(),
});
export type ConsentInfo = z.infer<typeof ConsentInfoResponseSchema>;

/** POST /api/consent */
export const GiveConsentRequestSchema = z.object({
  consent: z.literal(true, schemaError(msg`Please tick the box to consent.`)),
  version: z.literal(CONSENT_VERSION, schemaError(msg`The consent text has changed: please reload the page and read it again.`)),
});
