import { msg } from '@lingui/core/macro';
import { schemaError, schemaText } from '../schema-language.ts';
import { z } from 'zod';
import { INVITABLE_ROLES, normaliseRole, type InvitableRole } from '../roles.ts';
import { EmailSchema, newPassword, PASSWORD_MIN_LENGTH_USER, personName } from '../validation.ts';
import { PASSWORD_MIN_SCORE_EMPLOYEE, strongPasswordRefinement } from '../password-strength.ts';
import { invitationMessages } from '../messages.ts';
import { EmailTokenSchema, SessionResponseSchema } from './accounts.ts';

/** How long an invitation link works. */
export const INVITATION_VALIDITY_DAYS = 14;
export const MAX_INVITATIONS_PER_REQUEST = 500;

export { INVITABLE_ROLES, type InvitableRole };

/** Accepts the stored spellings and EMPLOYEE / MANAGER / ORG_ADMIN; never platform_admin. */
export const InvitableRoleSchema = z.string(schemaError(msg`Role is required`)).transform((value, context) => {
  const role = normaliseRole(value);
  if (role === undefined || !(INVITABLE_ROLES as readonly string[]).includes(role)) {
    context.addIssue({ code: 'custom', message: schemaText(msg`Role must be employee, manager or organisation admin.`) });
    return z.NEVER;
  }
  return role as InvitableRole;
});

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const InvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The state of the newest invitation e-mail, so a failed send is visible. */
  delivery: z.enum(['queued', 'sent', 'retrying', 'failed']),
  deliveryError: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** GET /api/invitations: one page of the organisation's invitations, newest first, filtered. */
export const INVITATION_PAGE_SIZE_MAX = 100;
export const InvitationListQuerySchema = z.object({
  /** Part of an address, any case. */
  search: z
    .string()
    .trim()
    .max(254, schemaError(msg`Search for at most 254 characters`))
    .optional(),
  status: z.enum([...INVITATION_STATUSES, 'all']).default('all'),
  page: z.coerce
    .number()
    .int(schemaError(msg`Page must be a whole number`))
    .min(1, schemaError(msg`Page must be 1 or more`))
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(INVITATION_PAGE_SIZE_MAX, schemaError(msg`At most ${{ max: INVITATION_PAGE_SIZE_MAX }} invitations a page`))
    .default(25),
});
export type InvitationListQuery = z.input<typeof InvitationListQuerySchema>;

export const InvitationListResponseSchema = z.object({
  invitations: z.array(InvitationSchema),
  /** Invitations that match the search and status, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * POST /api/invitations: either a list of {email, role}, or the bulk text of the
 * invitation-management page (one address per line) with one role for all.
 */
const BulkInvitationsRequestSchema = z.object({
  text: z.string().max(100_000, schemaError(msg`The list is too long: split it into smaller parts.`)),
  role: InvitableRoleSchema,
});
export const CreateInvitationsRequestSchema = z.union([
  z.object({
    invitations: z
      .array(z.object({ email: z.string().max(1000), role: InvitableRoleSchema }))
      .max(MAX_INVITATIONS_PER_REQUEST, schemaError(msg`At most ${{ max: MAX_INVITATIONS_PER_REQUEST }} invitations at a time`)),
  }),
  BulkInvitationsRequestSchema,
]);
export type CreateInvitationsRequest = z.input<typeof CreateInvitationsRequestSchema>;

/**
 * The bulk invite form: the bulk request's rules, and the server's first check that the text
 * holds at least one address (reported with the catalogue's "No emails provided").
 */
export const BulkInvitationFormSchema = BulkInvitationsRequestSchema.extend({
  text: BulkInvitationsRequestSchema.shape.text.refine((text) => text.trim() !== '', schemaError(invitationMessages.noEmailsText)),
});

/**
 * One entry of a POST /api/invitations list as the invite forms take it: the server reports a
 * wrong address per line, the forms refuse it before it is sent, in the same words.
 */
export const InvitationFormSchema = z.object({ email: EmailSchema, role: InvitableRoleSchema });

export const INVITATION_OUTCOMES = ['invited', 'reinvited', 'already_invited', 'already_member', 'duplicate', 'invalid'] as const;

export const InvitationOutcomeSchema = z.object({
  /** 1-based line of the bulk text or position in the list. */
  line: z.number().int(),
  email: z.string(),
  outcome: z.enum(INVITATION_OUTCOMES),
  message: z.string(),
});
export type InvitationOutcome = z.infer<typeof InvitationOutcomeSchema>;

export const CreateInvitationsResponseSchema = z.object({
  sent: z.number().int(),
  results: z.array(InvitationOutcomeSchema),
});

export const InvitationIdParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid invitation id`)) });

/** POST /api/invitations/:id/resend and …/revoke. */
export const ResendInvitationResponseSchema = z.object({ resent: z.literal(true) });
export const RevokeInvitationResponseSchema = z.object({ revoked: z.literal(true) });

/** POST /api/invitations/lookup: what an invitation link shows before the person registers. */
export const InvitationLookupRequestSchema = z.object({ token: EmailTokenSchema });
export const InvitationLookupResponseSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(INVITABLE_ROLES),
  organisationName: z.string(),
  status: z.enum(INVITATION_STATUSES),
});

// The specification's text, with our minimum (spec/02 said 6).
const passwordMin = PASSWORD_MIN_LENGTH_USER;
const invitedPassword = newPassword(PASSWORD_MIN_LENGTH_USER, msg`Password must be at least ${{ min: passwordMin }} characters`);

/** POST /api/invitations/accept: create the account from an invitation. */
export const AcceptInvitationRequestSchema = z
  .object({
    token: EmailTokenSchema,
    firstName: personName('First name'),
    lastName: personName('Last name'),
    password: invitedPassword,
    confirmPassword: z.string(schemaError(msg`Please confirm your password`)).max(1024),
  })
  .refine((input) => input.password === input.confirmPassword, { path: ['confirmPassword'], ...schemaError(msg`Passwords do not match`) })
  .superRefine(
    strongPasswordRefinement({
      field: 'password',
      fieldSchema: invitedPassword,
      minScore: PASSWORD_MIN_SCORE_EMPLOYEE,
      userInputs: (input) => [input.firstName, input.lastName],
    }),
  );
export type AcceptInvitationRequest = z.input<typeof AcceptInvitationRequestSchema>;
export const AcceptInvitationResponseSchema = SessionResponseSchema;

export { EmailSchema as InvitationEmailSchema };
