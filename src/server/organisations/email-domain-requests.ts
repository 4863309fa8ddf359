import type { z } from 'zod';
import type {
  DecideEmailDomainRequestSchema,
  EmailDomainRequest,
  PlatformEmailDomainRequest,
} from '#domain/api/organisations-email-domains.ts';
import { organisationRefusals, platformMessages } from '#domain/messages.ts';
import type { Actor } from '#domain/permissions.ts';
import type { ServerContext } from '#server/context.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { findUserById } from '#server/auth/users.ts';
import { assertNotHeldElsewhere, assertNotPublicWebmail, emailDomainOf } from './email-domains.ts';
import {
  decideEmailDomainRequests,
  insertEmailDomainRequest,
  listEmailDomainRequests,
  listPendingEmailDomainRequests,
  lockEmailDomainClaims,
  lockEmailDomainRequest,
  lockOrganisation,
  updateSettings,
} from './queries.ts';

/**
 * The way to self-registration with a domain that is not an administrator's own verified one
 * (decision 0034): the administrator asks, the platform administrator checks by other means and
 * approves or refuses with a reason; an approved domain may then be added to the list.
 */

const REQUESTS_SHOWN = 50;
const PENDING_SHOWN = 200;

type RequestRow = {
  id: string;
  domain: string;
  status: EmailDomainRequest['status'];
  requestedAt: Date;
  decidedAt: Date | null;
  refusalReason: string | null;
};
const requestView = (row: RequestRow): EmailDomainRequest => ({
  id: row.id,
  domain: row.domain,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  refusalReason: row.refusalReason,
});

export async function listOwnEmailDomainRequests(context: ServerContext, actor: OrganisationActor) {
  return { requests: (await listEmailDomainRequests(context.db, actor.organisationId, REQUESTS_SHOWN)).map(requestView) };
}

/** Asks for approval of a domain; asking again while a request is open changes nothing. */
export async function requestEmailDomain(context: ServerContext, actor: OrganisationActor, input: { domain: string }) {
  const { organisationId } = actor;
  const { domain } = input;
  assertNotPublicWebmail(domain);
  await context.db.transaction(async (tx) => {
    const organisation = await lockOrganisation(tx, organisationId);
    if (!organisation) throw new AppError('forbidden', organisationRefusals.userOrOrganisationNotFound);
    const self = await findUserById(tx, actor.userId);
    const approved = organisation.settings.approvedEmailDomains ?? [];
    if ((self?.emailVerifiedAt && emailDomainOf(self.email) === domain) || approved.includes(domain)) {
      throw new AppError('conflict', platformMessages.domainAlreadyYours(domain));
    }
    if (await insertEmailDomainRequest(tx, organisationId, domain, actor.userId, context.clock.now())) {
      await recordAuditEvent(tx, organisationId, actor.userId, 'EMAIL_DOMAIN_REQUESTED', { domain });
    }
  });
  return listOwnEmailDomainRequests(context, actor);
}

/** The platform administrator's queue: every organisation's open requests, oldest first. */
export async function listPendingDomainRequests(
  context: ServerContext,
  _actor: Actor,
): Promise<{ requests: PlatformEmailDomainRequest[] }> {
  const rows = await listPendingEmailDomainRequests(context.db, PENDING_SHOWN);
  return {
    requests: rows.map((row) => ({
      ...requestView(row),
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      requestedByEmail: row.requestedByEmail,
    })),
  };
}

/**
 * Adds the domain to the organisation's approved ones, under the claims lock the caller took:
 * never public webmail, never a domain another organisation holds. Open requests for it are
 * approved with it.
 */
export async function grantEmailDomain(tx: Database, actor: Actor, organisationId: string, domain: string, now: Date): Promise<void> {
  const current = await lockOrganisation(tx, organisationId);
  if (!current || current.isDemo) throw new AppError('not_found', platformMessages.organisationNotFound);
  assertNotPublicWebmail(domain);
  await assertNotHeldElsewhere(tx, organisationId, domain);
  const approved = new Set([...(current.settings.approvedEmailDomains ?? []), domain]);
  await updateSettings(tx, organisationId, { ...current.settings, approvedEmailDomains: [...approved].sort() }, now);
  await decideEmailDomainRequests(tx, organisationId, domain, {
    status: 'approved',
    decidedBy: actor.userId,
    decidedAt: now,
    refusalReason: null,
  });
}

/** Approves or refuses an open request; recorded in the asking organisation's own audit trail. */
export async function decideEmailDomainRequest(
  context: ServerContext,
  actor: Actor,
  input: z.output<typeof DecideEmailDomainRequestSchema> & { requestId: string },
) {
  return context.db.transaction(async (tx) => {
    // The claims lock first, as every transaction that gives a domain takes it (no deadlock).
    await lockEmailDomainClaims(tx);
    const request = await lockEmailDomainRequest(tx, input.requestId);
    if (!request) throw new AppError('not_found', platformMessages.domainRequestNotFound);
    if (request.status !== 'pending') throw new AppError('conflict', platformMessages.domainRequestDecided);
    const { organisationId, domain } = request;
    const now = context.clock.now();
    if (input.decision === 'approve') {
      await grantEmailDomain(tx, actor, organisationId, domain, now);
      await recordAuditEvent(tx, organisationId, actor.userId, 'EMAIL_DOMAIN_APPROVED', { domain });
    } else {
      await decideEmailDomainRequests(tx, organisationId, domain, {
        status: 'refused',
        decidedBy: actor.userId,
        decidedAt: now,
        refusalReason: input.reason,
      });
      await recordAuditEvent(tx, organisationId, actor.userId, 'EMAIL_DOMAIN_REFUSED', { domain, reason: input.reason });
    }
    const decided = await lockEmailDomainRequest(tx, input.requestId);
    if (!decided) throw new Error('the decided request vanished');
    return requestView(decided);
  });
}
