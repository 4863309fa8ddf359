import { SCIM_BASE_PATH, SCIM_SCHEMAS } from '#domain/api/scim.ts';
import type { users } from '#server/db/schema.ts';
import { splitPath, type MappedAttribute } from './mapped.ts';

type UserRow = typeof users.$inferSelect;

/** A member as a SCIM User resource (RFC 7643 4.1), with the enterprise extension and ours. */
export function userResource(publicUrl: string, user: UserRow, mapped: MappedAttribute[]) {
  const enterprise: Record<string, unknown> = {
    ...(user.attributes.department ? { department: user.attributes.department } : {}),
    ...(user.managerId ? { manager: { value: user.managerId, $ref: `${baseUrl(publicUrl)}/Users/${user.managerId}` } } : {}),
  };
  const { location, tenure, employmentType } = user.attributes;
  const extension: Record<string, unknown> = {
    ...(location ? { location } : {}),
    ...(tenure ? { tenure } : {}),
    ...(employmentType ? { employmentType } : {}),
  };
  // The organisation's own attributes at the paths it maps them to, so a PATCH keeps what it does not touch.
  const core: Record<string, unknown> = {};
  for (const attribute of mapped) {
    const value = user.attributes[attribute.key];
    if (!value) continue;
    const { schema, name } = splitPath(attribute.scimPath);
    (schema === SCIM_SCHEMAS.enterprise ? enterprise : schema === SCIM_SCHEMAS.attributes ? extension : core)[name] = value;
  }
  return {
    schemas: [
      SCIM_SCHEMAS.user,
      ...(Object.keys(enterprise).length > 0 ? [SCIM_SCHEMAS.enterprise] : []),
      ...(Object.keys(extension).length > 0 ? [SCIM_SCHEMAS.attributes] : []),
    ],
    id: user.id,
    ...(user.externalId ? { externalId: user.externalId } : {}),
    userName: user.email,
    name: { givenName: user.firstName, familyName: user.lastName, formatted: `${user.firstName} ${user.lastName}`.trim() },
    displayName: `${user.firstName} ${user.lastName}`.trim(),
    active: user.isActive,
    emails: [
      { value: user.email, type: 'work', primary: true },
      ...(user.personalEmail ? [{ value: user.personalEmail, type: 'home', primary: false }] : []),
    ],
    ...core,
    ...(Object.keys(enterprise).length > 0 ? { [SCIM_SCHEMAS.enterprise]: enterprise } : {}),
    ...(Object.keys(extension).length > 0 ? { [SCIM_SCHEMAS.attributes]: extension } : {}),
    meta: {
      resourceType: 'User',
      created: user.createdAt.toISOString(),
      lastModified: user.updatedAt.toISOString(),
      location: `${baseUrl(publicUrl)}/Users/${user.id}`,
    },
  };
}

export function baseUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}${SCIM_BASE_PATH}`;
}

/** RFC 7644 3.4.2: a page of resources. */
export function listResponse<Resource>(resources: Resource[], totalResults: number, startIndex: number) {
  return { schemas: [SCIM_SCHEMAS.listResponse], totalResults, startIndex, itemsPerPage: resources.length, Resources: resources };
}
