import { assessmentDeletionMessages } from '#domain/messages/assessment-deletion.ts';
import type { ServerContext } from '#server/context.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { AppError } from '#server/errors.ts';
import { deleteAssessment, lockAssessment } from './queries.ts';
import { assessmentMessages } from '#domain/messages.ts';

/**
 * Deletes a draft or a scheduled assessment: nobody can have started it, so nothing anyone
 * answered goes with it (its own questions go by cascade). Once an assessment has opened it is
 * closed instead, never deleted, because answers and releases refer to it.
 */
export async function deleteUnopenedAssessment(context: ServerContext, actor: OrganisationActor, assessmentId: string): Promise<void> {
  const { organisationId } = actor;
  await context.db.transaction(async (tx) => {
    // The lock keeps the schedule job from opening it between the check and the delete.
    const current = await lockAssessment(tx, organisationId, assessmentId);
    if (!current) throw new AppError('not_found', assessmentMessages.notFound);
    if (current.status !== 'draft' && current.status !== 'scheduled')
      throw new AppError('conflict', assessmentDeletionMessages.onlyBeforeOpening);
    await deleteAssessment(tx, organisationId, current.id);
    await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_DELETED', {
      assessment_id: current.id,
      title: current.title,
      status: current.status,
    });
  });
}
