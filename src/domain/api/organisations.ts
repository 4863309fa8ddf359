import { msg } from '@lingui/core/macro';
import { schemaError, schemaText } from '../schema-language.ts';
import { z } from 'zod';
import { CATEGORY_SET_IDS, getQuestionSet } from '../question-bank.ts';
import { OrganisationNameSchema } from '../validation.ts';
import { SessionOrganisationSchema } from './accounts.ts';
import { CreateInvitationsResponseSchema } from './invitations.ts';
import { normaliseRole } from '../roles.ts';

/** Setup may invite employees and managers only (spec/02 §5). */
export const SETUP_INVITE_ROLES = ['employee', 'manager'] as const;

const SetupRoleSchema = z.string().transform((value, context) => {
  const role = normaliseRole(value);
  if (role !== 'employee' && role !== 'manager') {
    context.addIssue({ code: 'custom', message: schemaText(msg`Setup can invite employees and managers only.`) });
    return z.NEVER;
  }
  return role;
});

/**
 * POST /api/organisations/current/setup: the wizard's Complete. Saves the name, the chosen
 * categories and their chosen sub-categories (the organisation's default domains), and
 * sends the invitations.
 */
export const CompleteSetupRequestSchema = z
  .object({
    organisationName: OrganisationNameSchema,
    selectedCategories: z
      .array(z.enum(CATEGORY_SET_IDS, schemaError(msg`Unknown assessment category`)))
      .min(1, schemaError(msg`Select domains: Please select at least one assessment domain.`))
      .max(CATEGORY_SET_IDS.length),
    /** Sub-categories (domain keys) of the selected categories; empty means all of them. */
    selectedDomains: z.array(z.string().max(100)).max(50).default([]),
    invitations: z
      .array(z.object({ email: z.string().max(1000), role: SetupRoleSchema }))
      .max(500)
      .default([]),
  })
  .superRefine((input, context) => {
    const allowed = new Set(input.selectedCategories.flatMap((id) => getQuestionSet(id).domains.map((domain) => domain.key as string)));
    input.selectedDomains.forEach((domain, index) => {
      if (!allowed.has(domain)) {
        context.addIssue({
          code: 'custom',
          path: ['selectedDomains', index],
          message: `${domain} is not a sub-category of the selected categories`,
        });
      }
    });
  });
export type CompleteSetupRequest = z.input<typeof CompleteSetupRequestSchema>;

/** Step 1 of the setup wizard, as far as it is typed: the name, under the setup request's own rule. */
export const SetupOrganisationStepSchema = z.object({ organisationName: CompleteSetupRequestSchema.shape.organisationName });

export const CompleteSetupResponseSchema = z.object({
  organisation: SessionOrganisationSchema,
  invitations: CreateInvitationsResponseSchema,
});

/**
 * POST /api/organisations/current: a signed-in account that belongs to no organisation creates
 * one and becomes its administrator (answers the new session, 201). The name is checked as at
 * registration; the person's name, address and password are the account's own.
 */
export const CreateOwnOrganisationRequestSchema = z.object({ organisationName: OrganisationNameSchema });
export type CreateOwnOrganisationRequest = z.input<typeof CreateOwnOrganisationRequestSchema>;
