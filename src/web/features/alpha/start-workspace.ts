import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { CATEGORY_SET_IDS, getQuestionSet } from '#domain/question-bank.ts';
import { EmailSchema, newPassword, OrganisationNameSchema, PASSWORD_MIN_LENGTH_ORGANISATION, personName } from '#domain/validation.ts';
import type { MigrationTools } from './workspace-migration.ts';
import type { Workspace } from './workspace-schema.ts';

/** Step one of the setup wizard and the facilitator's account, as the organisation registration asks for them, in the language shown. */
export function startWorkspaceSchema(i18n: I18n) {
  const minLength = PASSWORD_MIN_LENGTH_ORGANISATION;
  return z
    .object({
      organisationName: OrganisationNameSchema,
      selectedCategories: z
        .array(z.enum(CATEGORY_SET_IDS))
        .min(1, i18n._(msg`Select domains: Please select at least one assessment domain.`)),
      firstName: personName('First name'),
      lastName: personName('Last name'),
      email: EmailSchema,
      password: newPassword(minLength, msg`Password must be at least ${minLength} characters long.`),
      confirmPassword: z.string(),
    })
    .refine((input) => input.password === input.confirmPassword, {
      path: ['confirmPassword'],
      message: i18n._(msg`Passwords do not match`),
    });
}

export type StartWorkspaceInput = z.output<ReturnType<typeof startWorkspaceSchema>>;

/** A new workspace: its organisation (no e-mail verification, no self-registration: spec/01 §9) and its facilitator. */
export async function createWorkspace(input: StartWorkspaceInput, tools: MigrationTools): Promise<Workspace> {
  const at = tools.now().toISOString();
  const organisationId = tools.newId();
  return {
    version: 4,
    user: {
      id: tools.newId(),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      organisationId,
      role: 'organisation_admin',
      passwordHash: await tools.hashPassword(input.password),
      createdAt: at,
      updatedAt: at,
    },
    organisation: {
      id: organisationId,
      name: input.organisationName,
      settings: { allowSelfRegistration: false, requireEmailVerification: false },
      defaultDomains: input.selectedCategories.flatMap((id) => getQuestionSet(id).domains.map((domain) => domain.key as string)),
      selectedCategories: input.selectedCategories,
      createdAt: at,
      updatedAt: at,
    },
    people: [],
    assessments: [],
    selectedAssessmentId: null,
    responses: {},
    move: null,
  };
}
