import { and, eq, isNull } from 'drizzle-orm';
import { guardMessages } from '#domain/messages.ts';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '#server/context.ts';
import { organisations, scimTokens } from '#server/db/schema.ts';
import { AppError } from '#server/errors.ts';
import { hashToken } from './tokens.ts';

/** The organisation and token a provisioning request was admitted with. */
export type ProvisioningCaller = { organisationId: string; tokenId: string };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The `provisioning` policy: a live SCIM token of an organisation in `Authorization: Bearer`,
 * never a session cookie. The token is looked up by its hash; a revoked one, or one whose
 * organisation is suspended, admits nobody; the read-only demo organisation's only reads, as
 * its members' sessions do. Its last use is noted, at most once a minute.
 */
export async function admitProvisioning(context: ServerContext, request: FastifyRequest): Promise<ProvisioningCaller> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new AppError('unauthenticated');
  const [row] = await context.db
    .select({
      id: scimTokens.id,
      organisationId: scimTokens.organisationId,
      lastUsedAt: scimTokens.lastUsedAt,
      inDemoOrganisation: organisations.isDemo,
    })
    .from(scimTokens)
    .innerJoin(organisations, eq(organisations.id, scimTokens.organisationId))
    .where(and(eq(scimTokens.tokenHash, hashToken(token)), isNull(scimTokens.revokedAt), isNull(organisations.suspendedAt)));
  if (!row) throw new AppError('unauthenticated');
  if (row.inDemoOrganisation && !READS.has(request.method)) throw new AppError('forbidden', guardMessages.demoReadOnly);
  const now = context.clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await context.db
      .update(scimTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(scimTokens.organisationId, row.organisationId), eq(scimTokens.id, row.id)));
  }
  return { organisationId: row.organisationId, tokenId: row.id };
}
