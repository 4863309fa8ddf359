import type { AssessmentStatus } from '#domain/api/assessments.ts';
import type { AssessmentAudience } from '#domain/api/lifecycle-surveys.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { can } from '#domain/permissions.ts';
import type { MemberRow } from '#server/auth/route-policy.ts';
import { AppError } from '#server/errors.ts';

/** What decides who sees an assessment: its status, its audience, and whether a lifecycle survey was sent to the caller. */
export type Reach = { status: AssessmentStatus; audience: AssessmentAudience; sentToCaller: boolean };

const managesAssessments = (user: MemberRow) =>
  can.manageAssessments({ userId: user.id, organisationId: user.organisationId, role: user.role });

/**
 * A scheduled assessment (or a draft) is not there for those who answer until it opens: they neither list nor
 * reach it. Those who manage assessments see it, with its open date. A lifecycle survey (onboarding, exit:
 * decision 0066) is there only for the people it was sent to; those who manage assessments list it too.
 */
export function isVisibleTo(reach: Reach, user: MemberRow): boolean {
  if (reach.audience !== 'everyone' && !reach.sentToCaller && !managesAssessments(user)) return false;
  return (reach.status !== 'scheduled' && reach.status !== 'draft') || managesAssessments(user);
}

/**
 * Refuses reading or answering an assessment the person cannot see. A lifecycle survey's questionnaire is
 * reached only by its recipients, whatever their role: to anyone else it is not there.
 */
export function refuseUnlessVisible(reach: Reach, user: MemberRow): void {
  if (!isVisibleTo(reach, user) || (reach.audience !== 'everyone' && !reach.sentToCaller)) {
    throw new AppError('not_found', assessmentMessages.notFound);
  }
}

/** Refuses an answer to anything but an open assessment, in words that say why. */
export function refuseUnlessOpen(reach: Reach, user: MemberRow): void {
  refuseUnlessVisible(reach, user);
  const { status } = reach;
  if (status === 'scheduled' || status === 'draft') throw new AppError('conflict', assessmentMessages.notYetOpen);
  if (status === 'paused') throw new AppError('conflict', assessmentMessages.paused);
  if (status === 'closed') throw new AppError('conflict', assessmentMessages.closed);
}
