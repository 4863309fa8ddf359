import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { schemaError } from '../schema-language.ts';
import { isWellFormedText } from '../validation.ts';

/** Where an organisation's identity provider provisions people (RFC 7644), relative to PUBLIC_URL. */
export const SCIM_BASE_PATH = '/api/scim/v2';

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterprise: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  /** Our own extension: the attributes of decision 0059 that SCIM's schemas have no place for. */
  attributes: 'urn:culturelens:params:scim:schemas:extension:attributes:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** A provisioning token as the settings page lists it: never the token itself. */
export const ScimTokenSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ScimToken = z.infer<typeof ScimTokenSchema>;

export const ScimTokenListResponseSchema = z.object({
  /** The address to give the identity provider as the SCIM base URL. */
  baseUrl: z.string(),
  tokens: z.array(ScimTokenSchema),
});

export const CreateScimTokenRequestSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, schemaError(msg`Give the token a name, e.g. the identity provider it is for`))
    .max(80, schemaError(msg`At most 80 characters`))
    .refine(isWellFormedText, schemaError(msg`The name holds a broken character: please type it again`)),
});

/** The token itself, shown once: only its hash is kept. */
export const CreateScimTokenResponseSchema = z.object({ token: ScimTokenSchema, secret: z.string() });

export const ScimTokenIdParamsSchema = z.object({ id: z.uuid(schemaError(msg`Not a valid token id`)) });

/** SCIM answers in its own shapes (RFC 7643/7644), described by its discovery endpoints rather than here. */
export const ScimAnswerSchema = z.looseObject({ schemas: z.array(z.string()) });
