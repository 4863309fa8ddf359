import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { actionPlans } from '#server/db/schema.ts';

/** At most this many actions in a launch e-mail: the newest published ones. */
const LAUNCH_ACTIONS_MAX = 5;

/**
 * "You said, we did" for the next wave's launch e-mail: the organisation's published actions on
 * its other assessments that are under way or done. Published actions are everyone's to read, so
 * the same words go to everyone; team plans stay with their teams.
 */
export async function publishedActionsForLaunch(db: Database, organisationId: string, assessmentId: string) {
  return db
    .select({ title: actionPlans.title, status: actionPlans.status })
    .from(actionPlans)
    .where(
      and(
        eq(actionPlans.organisationId, organisationId),
        ne(actionPlans.assessmentId, assessmentId),
        isNotNull(actionPlans.publishedAt),
        inArray(actionPlans.status, ['in_progress', 'done']),
      ),
    )
    .orderBy(desc(actionPlans.publishedAt))
    .limit(LAUNCH_ACTIONS_MAX);
}
