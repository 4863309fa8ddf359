import type { z } from 'zod';
import type { LifecycleSurvey, UpdateAudienceRequestSchema } from '#domain/api/lifecycle-surveys.ts';
import { assessmentMessages } from '#domain/messages.ts';
import { lifecycleMessages } from '#domain/messages/lifecycle.ts';
import type { ServerContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import type { OrganisationActor } from '#server/auth/route-policy.ts';
import { recordAuditEvent } from '#server/audit/index.ts';
import { countRecipients, lockAssessment } from '#server/assessments/index.ts';
import { lifecycleSurveysOf, setAudienceOf } from './queries.ts';

/**
 * Makes a draft or scheduled assessment an onboarding or exit survey, or one for everyone again
 * (decision 0066). A lifecycle survey has no close date: it runs until an administrator closes it.
 */
export async function setAudience(
  context: ServerContext,
  actor: OrganisationActor,
  input: { assessmentId: string; change: z.output<typeof UpdateAudienceRequestSchema> },
): Promise<LifecycleSurvey> {
  const { organisationId } = actor;
  const { audience } = input.change;
  const onboardingDays = input.change.audience === 'onboarding' ? input.change.onboardingDays : null;
  const row = await context.db.transaction(async (tx) => {
    const current = await lockAssessment(tx, organisationId, input.assessmentId);
    if (!current) throw new AppError('not_found', assessmentMessages.notFound);
    if (current.status !== 'draft' && current.status !== 'scheduled') throw new AppError('conflict', lifecycleMessages.audienceFixed);
    const updated = await setAudienceOf(tx, organisationId, current.id, {
      audience,
      onboardingDays,
      ...(audience !== 'everyone' ? { closesAt: null } : {}),
      updatedAt: context.clock.now(),
    });
    await recordAuditEvent(tx, organisationId, actor.userId, 'ASSESSMENT_DRAFT_UPDATED', {
      assessment_id: current.id,
      audience,
      onboarding_days: onboardingDays,
    });
    return updated;
  });
  return { assessmentId: row.id, audience: row.audience, onboardingDays: row.onboardingDays, sentTo: 0 };
}

/** The organisation's onboarding and exit surveys, with how many people each was sent to. */
export async function listLifecycleSurveys(context: ServerContext, actor: OrganisationActor): Promise<{ surveys: LifecycleSurvey[] }> {
  const rows = await lifecycleSurveysOf(context.db, actor.organisationId);
  const sentTo = await countRecipients(
    context.db,
    actor.organisationId,
    rows.map((row) => row.assessmentId),
  );
  return { surveys: rows.map((row) => ({ ...row, sentTo: sentTo.get(row.assessmentId) ?? 0 })) };
}
