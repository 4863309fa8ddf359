import { SCIM_SCHEMAS } from '#domain/api/scim.ts';
import { MAX_ATTRIBUTE_VALUE_LENGTH, MAX_ATTRIBUTE_VALUES, EMPLOYMENT_TYPES, TENURE_BANDS } from '#domain/person-attributes.ts';
import { baseUrl, listResponse } from './resource.ts';
import { splitPath, type MappedAttribute } from './mapped.ts';

/** RFC 7644 4: what this service provider supports. No bulk, no sort, no ETags, no password changes; PATCH and filters yes. */
export function serviceProviderConfig(publicUrl: string) {
  return {
    schemas: [SCIM_SCHEMAS.serviceProviderConfig],
    documentationUri: 'https://datatracker.ietf.org/doc/html/rfc7644',
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: 200 },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: "A provisioning token made on the organisation's settings page.",
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl(publicUrl)}/ServiceProviderConfig` },
  };
}

/** Users only: teams follow the manager attribute, so Groups are not offered (decision 0059). */
export function resourceTypes(publicUrl: string) {
  const user = {
    schemas: [SCIM_SCHEMAS.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    schema: SCIM_SCHEMAS.user,
    schemaExtensions: [
      { schema: SCIM_SCHEMAS.enterprise, required: false },
      { schema: SCIM_SCHEMAS.attributes, required: false },
    ],
    meta: { resourceType: 'ResourceType', location: `${baseUrl(publicUrl)}/ResourceTypes/User` },
  };
  return listResponse([user], 1, 1);
}

const attribute = (name: string, description: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'string',
  multiValued: false,
  description,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

/** The attributes we read and keep, per schema; RFC 7643's other core attributes are accepted and ignored. */
export function schemas(publicUrl: string, mapped: MappedAttribute[]) {
  const limits = `At most ${MAX_ATTRIBUTE_VALUES} distinct values per organisation, ${MAX_ATTRIBUTE_VALUE_LENGTH} characters each.`;
  // The organisation's own attributes, where it mapped them (decision 0060).
  const own = (schema: string | null) =>
    mapped.flatMap((entry) => {
      const path = splitPath(entry.scimPath);
      return path.schema === schema ? [attribute(path.name, `${entry.label}. ${limits}`)] : [];
    });
  const resources = [
    {
      schemas: [SCIM_SCHEMAS.schema],
      id: SCIM_SCHEMAS.user,
      name: 'User',
      attributes: [
        attribute('userName', 'The e-mail address; unique.', { required: true, uniqueness: 'server' }),
        attribute('externalId', "The identity provider's id; unique within the organisation.", { caseExact: true }),
        { ...attribute('name', 'givenName and familyName are kept.'), type: 'complex' },
        attribute('displayName', 'Used for the names when name is absent.'),
        { ...attribute('active', 'false deactivates the person as the people page does.'), type: 'boolean' },
        ...own(null),
      ],
    },
    {
      schemas: [SCIM_SCHEMAS.schema],
      id: SCIM_SCHEMAS.enterprise,
      name: 'EnterpriseUser',
      attributes: [
        attribute('department', limits),
        { ...attribute('manager', 'value: the id of an active manager or administrator of the organisation.'), type: 'complex' },
        ...own(SCIM_SCHEMAS.enterprise),
      ],
    },
    {
      schemas: [SCIM_SCHEMAS.schema],
      id: SCIM_SCHEMAS.attributes,
      name: 'CultureLensAttributes',
      attributes: [
        attribute('location', limits),
        attribute('tenure', `One of ${TENURE_BANDS.join(', ')}.`, { canonicalValues: TENURE_BANDS }),
        attribute('startDate', 'A date; only its tenure band is kept.', { returned: 'never', mutability: 'writeOnly' }),
        attribute('employmentType', `One of ${EMPLOYMENT_TYPES.join(', ')}.`, { canonicalValues: EMPLOYMENT_TYPES }),
        ...own(SCIM_SCHEMAS.attributes),
      ],
    },
  ].map((schema) => ({ ...schema, meta: { resourceType: 'Schema', location: `${baseUrl(publicUrl)}/Schemas/${schema.id}` } }));
  return listResponse(resources, resources.length, 1);
}
