import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { schemaError } from '../schema-language.ts';
import { personName } from '../validation.ts';
import { CONSENT_VERSION } from '../consent-version.ts';
import { EmailTokenSchema } from './accounts.ts';

/**
 * How long the link of a launch e-mail or reminder works: three days, a weekend included. A
 * reminder carries a fresh one, and a used or expired link offers to send one (decision 0056).
 */
export const ANSWER_LINK_LIFETIME_HOURS = 72;

/** POST /api/answer-links/preview and …/renew: the link's token, from the page's address. */
export const AnswerLinkTokenRequestSchema = z.object({ token: EmailTokenSchema });

export const ANSWER_LINK_STATES = ['ready', 'used', 'expired', 'closed', 'invalid'] as const;
export type AnswerLinkState = (typeof ANSWER_LINK_STATES)[number];

/** What the link's page shows before its button is pressed: nothing is used up by reading it. */
export const AnswerLinkPreviewResponseSchema = z.object({
  state: z.enum(ANSWER_LINK_STATES),
  /** Known for every state but 'invalid'. */
  organisationName: z.string().nullable(),
  assessmentTitle: z.string().nullable(),
  assessmentId: z.uuid().nullable(),
  /** The link's person is signed in in this browser already: the page goes straight to the questions. */
  signedIn: z.boolean(),
  /**
   * Their organisation requires single sign-on for them: the link leads to its sign-in (this
   * address), never to an answering session.
   */
  singleSignOn: z.string().nullable(),
  /**
   * Someone invited who has not joined yet: the page asks their name (the invitation's, when
   * known, filled in) and their consent, with the consent text's facts.
   */
  newcomer: z
    .object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      retentionMonths: z.number().int(),
      minimumGroupSize: z.number().int(),
    })
    .nullable(),
});
export type AnswerLinkPreview = z.infer<typeof AnswerLinkPreviewResponseSchema>;

/** POST /api/answer-links/use: the button's request; a newcomer sends their name and consent with it. */
export const UseAnswerLinkRequestSchema = z.object({
  token: EmailTokenSchema,
  newcomer: z
    .object({
      firstName: personName('First name'),
      lastName: personName('Last name'),
      consent: z.literal(true, schemaError(msg`Please tick the box to consent.`)),
      version: z.literal(CONSENT_VERSION, schemaError(msg`The consent text has changed: please reload the page and read it again.`)),
    })
    .optional(),
});
export type UseAnswerLinkRequest = z.input<typeof UseAnswerLinkRequestSchema>;

/** Signed in for answering: the assessment to open. */
export const UseAnswerLinkResponseSchema = z.object({ assessmentId: z.uuid() });
