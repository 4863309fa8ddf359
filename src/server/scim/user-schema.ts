import { z } from 'zod';
import { SCIM_SCHEMAS } from '#domain/api/scim.ts';
import { EMPLOYMENT_TYPES, TENURE_BANDS } from '#domain/person-attributes.ts';
import { EmailSchema } from '#domain/validation.ts';

/** Identity providers send booleans as JSON booleans or, Entra ID among them, as "True"/"False". */
const ScimBoolean = z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE'])]).transform((value) => {
  return typeof value === 'boolean' ? value : value.toLowerCase() === 'true';
});

const Text = (max: number) => z.string().max(max);

/** A reference to a manager: `{ value }` in RFC 7643, a bare id from some PATCH requests, or empty to clear. */
const ManagerSchema = z
  .union([z.string(), z.looseObject({ value: z.string().optional().nullable() })])
  .nullable()
  .transform((manager) => {
    const value = typeof manager === 'string' ? manager : (manager?.value ?? null);
    return value === '' ? null : value;
  });

const EnterpriseSchema = z
  .object({
    department: Text(200).nullable().optional(),
    manager: ManagerSchema.optional(),
    // Known to the enterprise extension, not kept: they describe one person too closely.
    employeeNumber: z.unknown().optional(),
    costCenter: z.unknown().optional(),
    organization: z.unknown().optional(),
    division: z.unknown().optional(),
  })
  .strict();

/** Our extension: the attributes an organisation maps in its identity provider (decision 0059). */
const AttributesExtensionSchema = z
  .object({
    location: Text(200).nullable().optional(),
    /** A band, or a start date from which the band is taken; the date is never kept. */
    tenure: z.enum(TENURE_BANDS).nullable().optional(),
    startDate: Text(40).nullable().optional(),
    employmentType: z
      .union([z.enum(EMPLOYMENT_TYPES), Text(40)])
      .nullable()
      .optional(),
  })
  // Names the organisation maps its own attributes to (decision 0060); any other is refused by mappedValues.
  .catchall(Text(200).nullable());

const ignored = z.unknown().optional();

/**
 * A User resource as identity providers send it (POST, PUT, and the result of a PATCH): RFC 7643's
 * core attributes are accepted, those we have no use for ignored; anything else is an unknown
 * attribute and refused (strict), so a typo in a mapping is seen rather than silently dropped.
 */
export const ScimUserInputSchema = z
  .object({
    schemas: z.array(z.string()).refine((schemas) => schemas.includes(SCIM_SCHEMAS.user), {
      message: `schemas must include ${SCIM_SCHEMAS.user}`,
    }),
    id: ignored,
    meta: ignored,
    externalId: Text(200).nullable().optional(),
    userName: EmailSchema,
    name: z
      .looseObject({
        givenName: Text(100).nullable().optional(),
        familyName: Text(100).nullable().optional(),
      })
      .optional(),
    displayName: Text(200).nullable().optional(),
    active: ScimBoolean.optional(),
    emails: ignored,
    nickName: ignored,
    profileUrl: ignored,
    title: ignored,
    userType: ignored,
    preferredLanguage: ignored,
    locale: ignored,
    timezone: ignored,
    password: ignored,
    phoneNumbers: ignored,
    ims: ignored,
    photos: ignored,
    addresses: ignored,
    groups: ignored,
    entitlements: ignored,
    roles: ignored,
    x509Certificates: ignored,
    [SCIM_SCHEMAS.enterprise]: EnterpriseSchema.optional(),
    [SCIM_SCHEMAS.attributes]: AttributesExtensionSchema.optional(),
  })
  .strict();
export type ScimUserInput = z.output<typeof ScimUserInputSchema>;

/** RFC 7644 3.5.2: `{ schemas: [PatchOp], Operations: [{ op, path?, value? }] }`, op in any case (Entra writes "Replace"). */
export const ScimPatchSchema = z
  .object({
    schemas: z.array(z.string()).refine((schemas) => schemas.includes(SCIM_SCHEMAS.patchOp), {
      message: `schemas must include ${SCIM_SCHEMAS.patchOp}`,
    }),
    Operations: z
      .array(
        z.object({
          op: z
            .string()
            .transform((op) => op.toLowerCase())
            .pipe(z.enum(['add', 'replace', 'remove'])),
          path: z.string().max(500).optional(),
          value: z.unknown().optional(),
        }),
      )
      .min(1)
      .max(100),
  })
  .strict();

export const ScimListQuerySchema = z.object({
  filter: z.string().max(1000).optional(),
  startIndex: z.coerce.number().int().optional(),
  count: z.coerce.number().int().optional(),
});
