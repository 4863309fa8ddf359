import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { EmailSchema } from '../validation.ts';
import { InvitableRoleSchema, InvitationOutcomeSchema } from './invitations.ts';
import { PersonAttributesSchema, StoredAttributesSchema } from '../person-attributes.ts';

export const PERSON_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** One row of /employee-management: a member, or someone invited who has not joined yet. */
export const PersonSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['member', 'invitation']),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(PERSON_STATUSES),
  managerId: z.uuid().nullable(),
  managerName: z.string().nullable(),
  /** Direct reports who are active: the size of this person's team. */
  directReports: z.number().int(),
  joinedAt: z.string().nullable(),
  consented: z.boolean(),
  /** Department, location, tenure band, employment type: administrators only see this list. */
  attributes: StoredAttributesSchema,
  /** An address of the person's own, where an exit survey goes after they leave (decision 0066). */
  personalEmail: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

export const PeopleQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(['all', ...ROLES]).default('all'),
  status: z.enum(['all', ...PERSON_STATUSES]).default('all'),
});

export const PeopleResponseSchema = z.object({
  people: z.array(PersonSchema),
  counts: z.object({ active: z.number().int(), invited: z.number().int(), deactivated: z.number().int() }),
});

export const PersonIdParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid person id`)) });

/** A person's manager, or null for none. */
const ManagerIdSchema = z.uuid(schemaError(msg`Not a valid manager id`)).nullable();

/** PATCH /api/people/:id: any of role, manager, active. */
/** A personal address: a valid e-mail address, or null to remove it. */
export const PersonalEmailSchema = EmailSchema.nullable();

export const UpdatePersonRequestSchema = z
  .object({
    role: InvitableRoleSchema.optional(),
    managerId: ManagerIdSchema.optional(),
    isActive: z.boolean().optional(),
    attributes: PersonAttributesSchema.optional(),
    personalEmail: PersonalEmailSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    ...schemaError(msg`Nothing to change`),
  });
export type UpdatePersonRequest = z.input<typeof UpdatePersonRequestSchema>;

/**
 * The edit-person dialog: the request's role and manager rules, where the manager select's
 * empty choice means no manager. The role is absent when it cannot be changed (a platform admin).
 */
export const EditPersonFormSchema = z.object({
  role: InvitableRoleSchema.optional(),
  managerId: z
    .string()
    .transform((id) => (id === '' ? null : id))
    .pipe(ManagerIdSchema),
  attributes: PersonAttributesSchema.extend({
    tenure: z
      .string()
      .transform((band) => band || null)
      .pipe(PersonAttributesSchema.shape.tenure.unwrap()),
    employmentType: z
      .string()
      .transform((type) => type || null)
      .pipe(PersonAttributesSchema.shape.employmentType.unwrap()),
  }),
  /** Empty removes it. */
  personalEmail: z.union([z.literal('').transform(() => null), PersonalEmailSchema]),
});

/** POST /api/people/import: CSV text with columns email, first name, last name, role, manager email, then the attributes. */
export const ImportPeopleRequestSchema = z.object({
  csv: z
    .string()
    .min(1, schemaError(msg`The file is empty`))
    .max(1_000_000, schemaError(msg`The file is too large: at most 1 MB`)),
});
export const ImportPeopleResponseSchema = z.object({
  sent: z.number().int(),
  results: z.array(InvitationOutcomeSchema),
});

export const PEOPLE_CSV_COLUMNS = [
  'email',
  'first name',
  'last name',
  'role',
  'manager email',
  'department',
  'location',
  'tenure or start date',
  'employment type',
] as const;
