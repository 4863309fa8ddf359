import { scimPatch, type ScimPatchOperation, type ScimResource } from 'scim-patch';
import type { ProvisioningCaller } from '#server/auth/provisioning-tokens.ts';
import type { ServerContext } from '#server/context.ts';
import { changePerson } from '#server/people/index.ts';
import { desiredUser, parseUserInput } from './desired.ts';
import { ScimError } from './errors.ts';
import { userResource } from './resource.ts';
import { mappedAttributesOf } from './mapped.ts';
import { ScimPatchSchema } from './user-schema.ts';
import { applyDesired, getScimUser, memberOf } from './users.ts';

/**
 * PATCH /Users/:id (RFC 7644 3.5.2): the operations are applied by scim-patch to the member's
 * current resource, which then replaces the member as a PUT would, all in one transaction, so a
 * request that fails anywhere changes nothing. Operations come in Okta's shape (`replace` with a
 * value object, `active: false`) and in Entra ID's (`Replace`, path-less objects keyed by
 * attribute paths, "False" as a string).
 */
export async function patchScimUser(context: ServerContext, caller: ProvisioningCaller, id: string, body: unknown) {
  const parsed = ScimPatchSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ScimError(400, issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'invalid', 'invalidSyntax');
  }
  await context.db.transaction(async (tx) => {
    const user = await memberOf(tx, caller, id);
    const mapped = await mappedAttributesOf(tx, caller.organisationId);
    let patched: unknown;
    try {
      // The library types meta's times as dates; it never reads them.
      const resource = userResource(context.publicUrl, user, mapped) as unknown as ScimResource;
      patched = scimPatch(resource, parsed.data.Operations as ScimPatchOperation[], { mutateDocument: false });
    } catch (error) {
      throw new ScimError(400, (error as Error).message, 'invalidPath');
    }
    await applyDesired(context, tx, caller, user, desiredUser(parseUserInput(patched), context.clock.now(), mapped));
  });
  return getScimUser(context, caller, id);
}

/** DELETE /Users/:id: people are never erased by provisioning, only deactivated exactly as on the people page. */
export async function deactivateScimUser(context: ServerContext, caller: ProvisioningCaller, id: string) {
  await context.db.transaction(async (tx) => {
    const user = await memberOf(tx, caller, id);
    if (!user.isActive) return;
    await changePerson(
      context,
      tx,
      { organisationId: caller.organisationId, userId: null, via: 'scim' },
      { personId: user.id, change: { isActive: false } },
    );
  });
}
