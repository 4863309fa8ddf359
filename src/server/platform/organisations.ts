import type { z } from 'zod';
import type { ChangeOrganisationSuspensionRequestSchema, ChangeOrganisationSuspensionResponse } from '#domain/api/platform.ts';
import { platformMessages } from '#domain/messages.ts';
import type { Actor } from '#domain/permissions.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { endOrganisationSessions, lockOrganisationForPlatform, setSuspension } from './organisation-queries.ts';

type SuspensionInput = z.output<typeof ChangeOrganisationSuspensionRequestSchema> & { organisationId: string };

/**
 * Suspends an organisation (decision 0034): its people's sessions end in the same transaction,
 * and from then on no session of theirs is live (`liveSession`), nobody of it signs in, accepts
 * an invitation or self-registers into it, and the schedule, reminders, launch mail and releases
 * pass it by. Nothing of it is deleted. Recorded in the organisation's own audit trail, with the
 * platform administrator as the actor, so its administrators see who suspended it and why.
 */
export async function suspendOrganisation(
  context: ServerContext,
  actor: Actor,
  input: SuspensionInput,
): Promise<ChangeOrganisationSuspensionResponse> {
  return context.db.transaction(async (tx) => {
    const organisation = await lockOrganisationForPlatform(tx, input.organisationId);
    // The demo organisation is nobody's: the platform neither counts nor manages it.
    if (!organisation || organisation.isDemo) throw new AppError('not_found', platformMessages.organisationNotFound);
    if (organisation.suspendedAt) throw new AppError('conflict', platformMessages.alreadySuspended);
    const now = context.clock.now();
    await setSuspension(tx, organisation.id, { suspendedAt: now, suspensionReason: input.reason }, now);
    const sessionsEnded = await endOrganisationSessions(tx, organisation.id, now);
    await recordAuditEvent(tx, organisation.id, actor.userId, 'ORGANISATION_SUSPENDED', {
      reason: input.reason,
      sessions_ended: sessionsEnded,
    });
    return { id: organisation.id, name: organisation.name, suspendedAt: now.toISOString(), suspensionReason: input.reason, sessionsEnded };
  });
}

/**
 * Lifts a suspension: its people sign in again (their old sessions stay ended), and the jobs
 * catch up at their next run with whatever fell due meanwhile (closing before opening).
 */
export async function reinstateOrganisation(
  context: ServerContext,
  actor: Actor,
  input: SuspensionInput,
): Promise<ChangeOrganisationSuspensionResponse> {
  return context.db.transaction(async (tx) => {
    const organisation = await lockOrganisationForPlatform(tx, input.organisationId);
    if (!organisation || organisation.isDemo) throw new AppError('not_found', platformMessages.organisationNotFound);
    if (!organisation.suspendedAt) throw new AppError('conflict', platformMessages.notSuspended);
    const now = context.clock.now();
    await setSuspension(tx, organisation.id, { suspendedAt: null, suspensionReason: null }, now);
    await recordAuditEvent(tx, organisation.id, actor.userId, 'ORGANISATION_REINSTATED', { reason: input.reason });
    return { id: organisation.id, name: organisation.name, suspendedAt: null, suspensionReason: null, sessionsEnded: 0 };
  });
}
