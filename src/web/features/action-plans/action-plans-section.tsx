import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionPlan } from '#domain/api/action-plans.ts';
import type { RoadmapItem } from '#domain/api/roadmap.ts';
import type { SessionUser } from '#domain/api/accounts.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { userCan, useAuth } from '#web/features/accounts/index.ts';
import { NewPlanForm, type PlanSource } from './plan-form.tsx';
import { PlanCard } from './plan-card.tsx';
import { useActionPlans } from './queries.ts';

/** Administrators change every plan; others those they own or that are for their team. */
export function mayUpdatePlan(user: SessionUser | null, plan: ActionPlan): boolean {
  if (!user) return false;
  return userCan(user, 'manageActionPlans') || plan.ownerId === user.id || plan.teamManagerId === user.id;
}

/**
 * The action plans of an assessment, under its roadmap: administrators turn a priority into a plan
 * with an owner and a due date, and publish plans to everyone; owners report progress.
 */
export function ActionPlansSection({ assessmentId, items }: { assessmentId: string; items: readonly RoadmapItem[] }) {
  const { user } = useAuth();
  const { t } = useLingui();
  const plans = useActionPlans(assessmentId);
  const administers = userCan(user, 'manageActionPlans');
  const sources: PlanSource[] = items.map((item) => {
    const priority = item.priority;
    const title = item.title;
    return { key: item.id, label: t`Priority ${priority}: ${title}`, source: 'priority', sourceRef: item.id };
  });
  return (
    <section aria-labelledby="action-plans-heading" className="flex flex-col gap-4">
      <h2 id="action-plans-heading" className="text-xl font-semibold">
        <Trans>Action plans</Trans>
      </h2>
      {plans.isPending ? (
        <LoadingState label={t`Loading the action plans…`} />
      ) : plans.isError ? (
        <p className="text-red-700">
          <Trans>The action plans could not be loaded.</Trans>
        </p>
      ) : plans.data.plans.length === 0 ? (
        <p className="text-slate-700">
          <Trans>No action plans yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {plans.data.plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} mayUpdate={mayUpdatePlan(user, plan)} mayPublish={administers} mayChangeOwner={administers} />
            </li>
          ))}
        </ul>
      )}
      {administers && sources.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle as="h3">
              <Trans>Plan an action</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>Turn a priority into a plan with an owner and a due date. Its words are yours: no figure is added to them.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <NewPlanForm assessmentId={assessmentId} sources={sources} />
          </CardContent>
        </Card>
      )}
    </section>
  );
}
