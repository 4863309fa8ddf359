import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { ROLES } from '../roles.ts';
import {
  CurrentPasswordSchema,
  EmailSchema,
  newPassword,
  OrganisationNameSchema,
  PASSWORD_MIN_LENGTH_ORGANISATION,
  PASSWORD_MIN_LENGTH_USER,
  personName,
} from '../validation.ts';
import { authMessages } from '../messages.ts';
import { OrganisationSettingsSchema } from '../organisation-settings.ts';
import { PASSWORD_MIN_SCORE_ADMINISTRATOR, PASSWORD_MIN_SCORE_EMPLOYEE, strongPasswordRefinement } from '../password-strength.ts';
import { SESSION_END_REASONS } from '../session-end-reasons.ts';
import { LOCALES } from '../locales.ts';

const IsoDateTime = z.string().describe('ISO 8601 date-time');

/** Opaque tokens from e-mail links: 32 random bytes in base64url. */
export const EmailTokenSchema = z
  .string(schemaError(msg`The link is incomplete.`))
  .regex(/^[A-Za-z0-9_-]{20,200}$/, schemaError(msg`The link is incomplete or damaged.`));

export const SessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  emailVerified: z.boolean(),
  organisationId: z.uuid().nullable(),
  managerId: z.uuid().nullable(),
  consentedAt: IsoDateTime.nullable(),
  /** Whether the person signs in with a second factor; administrators without one must set it up first. */
  twoStepEnabled: z.boolean(),
  /** The language the person chose; null follows their browser, then the organisation's default (decision 0053). */
  locale: z.enum(LOCALES).nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionOrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  settings: OrganisationSettingsSchema,
  defaultDomains: z.array(z.string()),
  selectedCategories: z.array(z.string()),
  isDemo: z.boolean(),
});
export type SessionOrganisation = z.infer<typeof SessionOrganisationSchema>;

export type { SessionEndReason } from '../session-end-reasons.ts';

/** GET /api/session: who is signed in, if anyone. */
export const SessionResponseSchema = z.object({
  user: SessionUserSchema.nullable(),
  organisation: SessionOrganisationSchema.nullable(),
  /** Nobody is signed in, but the browser sent the cookie of a session that ended: why. */
  ended: z.enum(SESSION_END_REASONS).optional(),
  /** Signed in from an e-mailed answer link: answering only; every other page asks for a full sign-in (decision 0056). */
  answeringOnly: z.literal(true).optional(),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** PUT /api/account/locale: the signed-in person's language, or null to follow their browser again. */
export const AccountLocaleSchema = z.object({
  locale: z.enum(LOCALES, schemaError(msg`Choose one of the languages CultureLens speaks`)).nullable(),
});
export type AccountLocale = z.infer<typeof AccountLocaleSchema>;

/** POST /api/session: sign in. */
export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
});

// One schema object per rule so that the strength refinement can tell whether a password met it.
const employeePassword = newPassword(PASSWORD_MIN_LENGTH_USER, authMessages.passwordTooShort.text);
const administratorPassword = newPassword(PASSWORD_MIN_LENGTH_ORGANISATION, authMessages.organisationPasswordRequirements);

/** POST /api/accounts: register a person (e-mail verification follows). */
export const RegisterRequestSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: EmailSchema,
    password: employeePassword,
    confirmPassword: z.string(schemaError(msg`Please confirm your password`)).max(1024),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    ...schemaError(authMessages.passwordMismatch.text),
  })
  .superRefine(
    strongPasswordRefinement({
      field: 'password',
      fieldSchema: employeePassword,
      minScore: PASSWORD_MIN_SCORE_EMPLOYEE,
      userInputs: (input) => [input.firstName, input.lastName, input.email],
    }),
  );
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  email: z.string(),
  verificationRequired: z.literal(true),
});

/**
 * POST /api/organisations: ask for an organisation and its administrator. Nothing is created
 * yet: a link goes to the address (or, when it already has an account, a note to its owner),
 * and the answer is the same either way (202, CreateOrganisationResponseSchema).
 */
export const CreateOrganisationRequestSchema = z
  .object({
    organisationName: OrganisationNameSchema,
    adminFirstName: personName('First name'),
    adminLastName: personName('Last name'),
    adminEmail: EmailSchema,
    adminPassword: administratorPassword,
    confirmPassword: z.string(schemaError(msg`Please confirm your password`)).max(1024),
  })
  .refine((input) => input.adminPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    ...schemaError(authMessages.organisationPasswordMismatch),
  })
  .superRefine(
    strongPasswordRefinement({
      field: 'adminPassword',
      fieldSchema: administratorPassword,
      minScore: PASSWORD_MIN_SCORE_ADMINISTRATOR,
      userInputs: (input) => [input.organisationName, input.adminFirstName, input.adminLastName, input.adminEmail],
    }),
  );
export type CreateOrganisationRequest = z.input<typeof CreateOrganisationRequestSchema>;

export const CreateOrganisationResponseSchema = z.object({
  email: z.string(),
  confirmationRequired: z.literal(true),
});
export type CreateOrganisationResponse = z.infer<typeof CreateOrganisationResponseSchema>;

/**
 * POST /api/organisations/confirm: the link from the e-mail and the password chosen when asking,
 * which together create the organisation and sign its administrator in (201, SessionResponseSchema).
 */
export const ConfirmOrganisationRequestSchema = z.object({
  token: EmailTokenSchema,
  password: CurrentPasswordSchema,
});
export type ConfirmOrganisationRequest = z.input<typeof ConfirmOrganisationRequestSchema>;

/** POST /api/accounts/verify-email */
export const VerifyEmailRequestSchema = z.object({ token: EmailTokenSchema });
export const VerifyEmailResponseSchema = z.object({ verified: z.literal(true), email: z.string() });

/** POST /api/accounts/resend-verification and /forgot-password: always 202, whether or not the address exists. */
export const EmailOnlyRequestSchema = z.object({ email: EmailSchema });
export const AcceptedResponseSchema = z.object({ accepted: z.literal(true) });

/** POST /api/accounts/reset-password */
export const ResetPasswordRequestSchema = z
  .object({
    token: EmailTokenSchema,
    password: employeePassword,
    confirmPassword: z.string(schemaError(msg`Please confirm your password`)).max(1024),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ['confirmPassword'],
    ...schemaError(authMessages.passwordMismatch.text),
  })
  // Whose account the link resets is not known here; the server adds nothing more.
  .superRefine(
    strongPasswordRefinement({
      field: 'password',
      fieldSchema: employeePassword,
      minScore: PASSWORD_MIN_SCORE_EMPLOYEE,
      userInputs: () => [],
    }),
  );
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;
export const ResetPasswordResponseSchema = z.object({ reset: z.literal(true) });
