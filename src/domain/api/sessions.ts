import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { PASSWORD_MIN_SCORE_ADMINISTRATOR, PASSWORD_MIN_SCORE_EMPLOYEE, strongPasswordRefinement } from '../password-strength.ts';
import { meetsAnyRole, type Role } from '../roles.ts';
import { CurrentPasswordSchema, newPassword, PASSWORD_MIN_LENGTH_ORGANISATION, PASSWORD_MIN_LENGTH_USER } from '../validation.ts';
import { accountSecurityMessages, authMessages } from '../messages.ts';

const IsoDateTime = z.string().describe('ISO 8601 date-time');

// The texts live in the one catalogue; exported here too for the modules that check these rules.
export { accountSecurityMessages };

// One schema object per rule so that the strength refinement can tell whether a password met it.
const employeePassword = newPassword(PASSWORD_MIN_LENGTH_USER, authMessages.passwordTooShort.text);
const administratorPassword = newPassword(PASSWORD_MIN_LENGTH_ORGANISATION, authMessages.organisationPasswordRequirements);

/** Administrators hold every member's data: their new passwords meet the organisation creator's rules. */
export function newPasswordRulesFor(role: Role): { minLength: number; minScore: number; schema: typeof employeePassword } {
  return meetsAnyRole(role, ['organisation_admin'])
    ? { minLength: PASSWORD_MIN_LENGTH_ORGANISATION, minScore: PASSWORD_MIN_SCORE_ADMINISTRATOR, schema: administratorPassword }
    : { minLength: PASSWORD_MIN_LENGTH_USER, minScore: PASSWORD_MIN_SCORE_EMPLOYEE, schema: employeePassword };
}

/**
 * POST /api/account/password. The request carries the rules every person meets; the server
 * adds the rules of the person's role and their own name and address (personalNewPasswordSchema).
 */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    newPassword: employeePassword,
    confirmPassword: z.string(schemaError(msg`Please confirm your password`)).max(1024),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    path: ['confirmPassword'],
    ...schemaError(authMessages.passwordMismatch.text),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ['newPassword'],
    ...schemaError(accountSecurityMessages.sameAsCurrent),
  })
  .superRefine(
    strongPasswordRefinement({
      field: 'newPassword',
      fieldSchema: employeePassword,
      minScore: PASSWORD_MIN_SCORE_EMPLOYEE,
      userInputs: () => [],
    }),
  );
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequestSchema>;

/** The new password judged for one person: their role's rules, and not built from their own name or address. */
export function personalNewPasswordSchema(person: { role: Role; firstName: string; lastName: string; email: string }) {
  const rules = newPasswordRulesFor(person.role);
  return z.object({ newPassword: rules.schema }).superRefine(
    strongPasswordRefinement({
      field: 'newPassword',
      fieldSchema: rules.schema,
      minScore: rules.minScore,
      userInputs: () => [person.firstName, person.lastName, person.email],
    }),
  );
}

/**
 * The change-password form: the request's rules and, checked in the browser too, the ones the
 * server adds for this person, so a refusal is seen before anything is sent.
 */
export function changePasswordFormSchema(person: { role: Role; firstName: string; lastName: string; email: string }) {
  const personal = personalNewPasswordSchema(person);
  return ChangePasswordRequestSchema.superRefine((input, context) => {
    const result = personal.safeParse({ newPassword: input.newPassword });
    for (const issue of result.error?.issues ?? []) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

export const ChangePasswordResponseSchema = z.object({ changed: z.literal(true), otherSessionsEnded: z.number().int() });

/**
 * A session as its owner sees it. The id is opaque and derived from the stored hash by another
 * one-way hash: it names the session without being (or revealing) anything that signs in.
 */
export const AccountSessionSchema = z.object({
  id: z.uuid(),
  createdAt: IsoDateTime,
  lastSeenAt: IsoDateTime,
  device: z.string().describe('A short description of the browser and system, from the user agent'),
  current: z.boolean().describe('The session of this request'),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** GET /api/account/sessions: the signed-in person's live sessions, newest activity first. */
export const AccountSessionsResponseSchema = z.object({ sessions: z.array(AccountSessionSchema) });

export const SessionIdParamsSchema = z.object({ id: z.uuid() });

/** How many sessions a request ended. */
export const EndedSessionsResponseSchema = z.object({ ended: z.number().int() });
export type EndedSessionsResponse = z.infer<typeof EndedSessionsResponseSchema>;
