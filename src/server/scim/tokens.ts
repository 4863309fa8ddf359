import { msg } from '@lingui/core/macro';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SCIM_BASE_PATH, type ScimToken } from '#domain/api/scim.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { generateToken, hashToken } from '#server/auth/tokens.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { scimTokens, users } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';

export const scimTokenMessages = {
  notFound: msg`Provisioning token not found`,
  alreadyRevoked: msg`This provisioning token is already revoked.`,
  tooMany: (most: number) => msg`At most ${most} live provisioning tokens: revoke one you no longer use first.`,
} as const;

const MAX_LIVE_TOKENS = 5;
const creator = alias(users, 'creator');

async function listTokens(db: Database, organisationId: string, id?: string): Promise<ScimToken[]> {
  const rows = await db
    .select({ token: scimTokens, firstName: creator.firstName, lastName: creator.lastName })
    .from(scimTokens)
    .leftJoin(creator, and(eq(creator.id, scimTokens.createdBy), eq(creator.organisationId, organisationId)))
    .where(and(eq(scimTokens.organisationId, organisationId), ...(id ? [eq(scimTokens.id, id)] : [])))
    .orderBy(desc(scimTokens.createdAt));
  return rows.map(({ token, firstName, lastName }) => ({
    id: token.id,
    label: token.label,
    createdAt: token.createdAt.toISOString(),
    createdByName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
  }));
}

/** The organisation's provisioning tokens, newest first, and the base URL to give the identity provider. */
export async function listScimTokens(context: ServerContext, actor: OrganisationActor) {
  return {
    baseUrl: `${context.publicUrl.replace(/\/$/, '')}${SCIM_BASE_PATH}`,
    tokens: await listTokens(context.db, actor.organisationId),
  };
}

/** A new token: 256 random bits, shown in this answer only; the database keeps its SHA-256. Audited. */
export async function createScimToken(context: ServerContext, actor: OrganisationActor, input: { label: string }) {
  const secret = generateToken();
  const id = await context.db.transaction(async (tx) => {
    const live = await tx
      .select({ id: scimTokens.id })
      .from(scimTokens)
      .where(and(eq(scimTokens.organisationId, actor.organisationId), isNull(scimTokens.revokedAt)));
    if (live.length >= MAX_LIVE_TOKENS) throw new AppError('conflict', scimTokenMessages.tooMany(MAX_LIVE_TOKENS));
    const [row] = await tx
      .insert(scimTokens)
      .values({
        organisationId: actor.organisationId,
        tokenHash: hashToken(secret),
        label: input.label,
        createdBy: actor.userId,
        createdAt: context.clock.now(),
      })
      .returning({ id: scimTokens.id });
    if (!row) throw new Error('token insert returned nothing');
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'SCIM_TOKEN_CREATED', { token_id: row.id, label: input.label });
    return row.id;
  });
  const [token] = await listTokens(context.db, actor.organisationId, id);
  if (!token) throw new Error('the new token is missing');
  return { token, secret };
}

/** Revokes a live token at once: the next SCIM request with it is refused. Audited. */
export async function revokeScimToken(context: ServerContext, actor: OrganisationActor, input: { id: string }) {
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scimTokens)
      .where(and(eq(scimTokens.organisationId, actor.organisationId), eq(scimTokens.id, input.id)))
      .for('update');
    if (!row) throw new AppError('not_found', scimTokenMessages.notFound);
    if (row.revokedAt) throw new AppError('conflict', scimTokenMessages.alreadyRevoked);
    await tx
      .update(scimTokens)
      .set({ revokedAt: context.clock.now(), revokedBy: actor.userId })
      .where(and(eq(scimTokens.organisationId, actor.organisationId), eq(scimTokens.id, input.id)));
    await recordAuditEvent(tx, actor.organisationId, actor.userId, 'SCIM_TOKEN_REVOKED', { token_id: row.id, label: row.label });
  });
  const [token] = await listTokens(context.db, actor.organisationId, input.id);
  if (!token) throw new AppError('not_found', scimTokenMessages.notFound);
  return token;
}
