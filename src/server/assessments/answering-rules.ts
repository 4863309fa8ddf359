import type { AssessmentStatus } from '#domain/api/assessments.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { can } from '#domain/permissions.ts';
import type { MemberRow } from '#server/auth/route-policy.ts';
import { AppError } from '#server/errors.ts';

/**
 * A scheduled assessment (or a draft) is not there for those who answer until it opens: they neither list nor
 * reach it. Those who manage assessments see it, with its open date.
 */
export function isVisibleTo(status: AssessmentStatus, user: MemberRow): boolean {
  return (
    (status !== 'scheduled' && status !== 'draft') ||
    can.manageAssessments({ userId: user.id, organisationId: user.organisationId, role: user.role })
  );
}

/** Refuses reading or answering an assessment the person cannot see, or one that is not open for answers. */
export function refuseUnlessVisible(status: AssessmentStatus, user: MemberRow): void {
  if (!isVisibleTo(status, user)) throw new AppError('not_found', assessmentMessages.notFound);
}

/** Refuses an answer to anything but an open assessment, in words that say why. */
export function refuseUnlessOpen(status: AssessmentStatus, user: MemberRow): void {
  refuseUnlessVisible(status, user);
  if (status === 'scheduled' || status === 'draft') throw new AppError('conflict', assessmentMessages.notYetOpen);
  if (status === 'paused') throw new AppError('conflict', assessmentMessages.paused);
  if (status === 'closed') throw new AppError('conflict', assessmentMessages.closed);
}
