import { z } from 'zod';
import { SCIM_SCHEMAS } from '#domain/api/scim.ts';
import { ScimListQuerySchema, ScimPatchSchema, ScimUserInputSchema } from '#server/scim/user-schema.ts';
import type { Operation } from './api-operations.ts';

/**
 * What the OpenAPI document cannot tell the fuzzer about SCIM: its routes read their bodies and
 * queries themselves (in SCIM's media type, refusing in SCIM's error shape), so the document
 * names no schema for them. Given here from the same zod schemas the routes parse with, as JSON
 * Schema, with the values a schema's refinements ask for (the `schemas` URNs, PATCH's
 * operations and paths) spelt out, so that generated requests get past the first check.
 */

type JsonSchema = Record<string, unknown>;

const toJson = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

function withProperties(schema: JsonSchema, properties: Record<string, JsonSchema>): JsonSchema {
  return { ...schema, properties: { ...(schema.properties as Record<string, JsonSchema>), ...properties } };
}

/** The `schemas` lists a request may carry: each of them with the first URN, which the routes require. */
const urns = (...lists: string[][]): JsonSchema => ({ anyOf: lists.map((list) => ({ const: list })) });

/** Attribute paths identity providers write in PATCH (Okta's, Entra ID's), a filtered one among them. */
const PATCH_PATHS = [
  'active',
  'userName',
  'displayName',
  'externalId',
  'name.givenName',
  'name.familyName',
  'emails[type eq "work"].value',
  `${SCIM_SCHEMAS.enterprise}:department`,
  `${SCIM_SCHEMAS.enterprise}:manager`,
  `${SCIM_SCHEMAS.attributes}:location`,
  `${SCIM_SCHEMAS.attributes}:tenure`,
  `${SCIM_SCHEMAS.attributes}:startDate`,
  `${SCIM_SCHEMAS.attributes}:employmentType`,
  'members',
];

const userBody = withProperties(toJson(ScimUserInputSchema), {
  schemas: urns([SCIM_SCHEMAS.user], [SCIM_SCHEMAS.user, SCIM_SCHEMAS.enterprise, SCIM_SCHEMAS.attributes]),
  // An e-mail address: the schema's own check is a refinement the document cannot show.
  userName: { type: 'string', format: 'email' },
});

const patchOperation = {
  type: 'object',
  required: ['op'],
  properties: {
    op: { enum: ['add', 'replace', 'remove', 'Add', 'Replace', 'Remove'] },
    path: { anyOf: [{ enum: PATCH_PATHS }, { type: 'string', maxLength: 500 }] },
    value: {},
  },
};
const patchBody = withProperties(toJson(ScimPatchSchema), {
  schemas: urns([SCIM_SCHEMAS.patchOp]),
  Operations: { type: 'array', items: patchOperation, minItems: 1, maxItems: 4 },
});

const listQuery = Object.entries((toJson(ScimListQuerySchema).properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
  name,
  in: 'query' as const,
  schema,
}));

/** The SCIM operations given the body and query schemas their routes parse with; every other operation as it was. */
export function withScimSchemas(operations: Operation[]): Operation[] {
  return operations.map((operation) => {
    if (!operation.path.startsWith('/api/scim/v2/Users')) return operation;
    if (operation.method === 'GET' && operation.path === '/api/scim/v2/Users')
      return { ...operation, parameters: [...operation.parameters, ...listQuery] };
    if (operation.method === 'POST' || operation.method === 'PUT') return { ...operation, body: userBody };
    if (operation.method === 'PATCH') return { ...operation, body: patchBody };
    return operation;
  });
}

/** Filters of the kinds identity providers send (RFC 7644 3.4.2.2), about the attributes kept, and some that are not. */
export const SCIM_FILTERS = [
  'userName eq "someone@example.test"',
  'externalId eq "00u1abc"',
  'active eq true',
  'userName sw "a"',
  'emails[type eq "work" and value co "@"]',
  'name.givenName pr',
  'meta.lastModified gt "2026-01-01T00:00:00Z"',
  'not (active eq false)',
  'userName eq "a" or userName eq "b" and active eq true',
  `${SCIM_SCHEMAS.enterprise}:department eq "Sales"`,
  'userName eq',
  '(((',
  'userName eq "\\"',
  'title eq "x"',
];
