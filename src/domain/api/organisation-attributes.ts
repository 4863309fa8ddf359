import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { SCIM_SCHEMAS } from './scim.ts';
import { schemaError } from '../schema-language.ts';

/** The SCIM attribute paths an organisation-defined attribute may be provisioned from (decision 0060). */
export const SCIM_CORE_PATHS = ['title', 'userType'] as const;
export const SCIM_ENTERPRISE_NAMES = ['division', 'costCenter', 'organization'] as const;
/** Our extension's own names, which an organisation-defined attribute cannot take. */
export const SCIM_EXTENSION_TAKEN = ['location', 'tenure', 'startDate', 'employmentType'] as const;

const EXTENSION_NAME = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** Whether a SCIM path is one an organisation-defined attribute may be provisioned from. */
export function isMappableScimPath(path: string): boolean {
  if ((SCIM_CORE_PATHS as readonly string[]).includes(path)) return true;
  const enterprise = `${SCIM_SCHEMAS.enterprise}:`;
  if (path.startsWith(enterprise)) return (SCIM_ENTERPRISE_NAMES as readonly string[]).includes(path.slice(enterprise.length));
  const ours = `${SCIM_SCHEMAS.attributes}:`;
  if (!path.startsWith(ours)) return false;
  const name = path.slice(ours.length);
  return EXTENSION_NAME.test(name) && !(SCIM_EXTENSION_TAKEN as readonly string[]).includes(name);
}

/** The name of an attribute an organisation defines: a short label, as a value is. */
const AttributeLabelSchema = z
  .string()
  .transform((label) => label.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, schemaError(msg`Give the attribute a name`))
      .max(40, schemaError(msg`At most 40 characters`))
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} &/().,'’-]*$/u, schemaError(msg`Use letters, digits, spaces and & / ( ) . , ' - only`)),
  );

const ScimPathSchema = z
  .string()
  .trim()
  .transform((path) => path || null)
  .pipe(
    z
      .string()
      .refine(
        isMappableScimPath,
        schemaError(msg`Use title, userType, the enterprise extension's division, costCenter or organization, or a name in our extension`),
      )
      .nullable(),
  )
  .nullable();

export const AttributeDefinitionSchema = z.object({
  id: z.uuid(),
  /** Where people's values are kept in their attributes: `custom:` and eight hex digits. */
  key: z.string(),
  label: z.string(),
  scimPath: z.string().nullable(),
  /** How many members and open invitations have a value. */
  peopleWithValue: z.number().int(),
});
export type AttributeDefinition = z.infer<typeof AttributeDefinitionSchema>;

export const AttributeDefinitionListSchema = z.object({
  definitions: z.array(AttributeDefinitionSchema),
  /** The most an organisation may define. */
  most: z.number().int(),
});

export const CreateAttributeDefinitionRequestSchema = z.object({
  label: AttributeLabelSchema,
  scimPath: ScimPathSchema.optional(),
});

export const UpdateAttributeDefinitionRequestSchema = z.object({
  label: AttributeLabelSchema.optional(),
  scimPath: ScimPathSchema.optional(),
});

export const AttributeDefinitionIdParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid attribute id`)) });

export const RemoveAttributeDefinitionResponseSchema = z.object({
  /** How many people's values were cleared. */
  cleared: z.number().int(),
});
