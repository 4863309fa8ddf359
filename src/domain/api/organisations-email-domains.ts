import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { platformMessages } from '../messages.ts';
import { EmailDomainSchema } from './organisations-settings.ts';
import { PlatformReasonSchema } from './platform.ts';

/**
 * E-mail domains an organisation asks the platform administrator to approve for
 * self-registration (decision 0034): pending, then approved (the administrators may add it to
 * their list) or refused (with the reason they read).
 */
export const EMAIL_DOMAIN_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;

/** POST /api/organisations/current/email-domain-requests */
export const RequestEmailDomainRequestSchema = z.object({ domain: EmailDomainSchema });
export type RequestEmailDomainRequest = z.input<typeof RequestEmailDomainRequestSchema>;

export const EmailDomainRequestSchema = z.object({
  id: z.uuid(),
  domain: z.string(),
  status: z.enum(EMAIL_DOMAIN_REQUEST_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  refusalReason: z.string().nullable(),
});
export type EmailDomainRequest = z.infer<typeof EmailDomainRequestSchema>;

/** GET /api/organisations/current/email-domain-requests: the organisation's own, newest first. */
export const EmailDomainRequestListResponseSchema = z.object({ requests: z.array(EmailDomainRequestSchema) });

/** A request as the platform administrator sees it: which organisation, and who asked (to check with them). */
export const PlatformEmailDomainRequestSchema = EmailDomainRequestSchema.extend({
  organisationId: z.uuid(),
  organisationName: z.string(),
  requestedByEmail: z.string().nullable(),
});
export type PlatformEmailDomainRequest = z.infer<typeof PlatformEmailDomainRequestSchema>;

/** GET /api/platform/email-domain-requests: the pending ones, oldest first. */
export const PlatformEmailDomainRequestListResponseSchema = z.object({ requests: z.array(PlatformEmailDomainRequestSchema) });

export const EmailDomainRequestParamsSchema = z.object({ id: z.uuid(schemaError(platformMessages.domainRequestNotFound)) });

/** POST /api/platform/email-domain-requests/{id}/decision: a refusal says why. */
export const DecideEmailDomainRequestSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('refuse'), reason: PlatformReasonSchema }),
]);
