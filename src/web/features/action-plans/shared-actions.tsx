import { Trans, useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { PlanFacts } from './plan-card.tsx';
import { useSharedActions } from './queries.ts';

/**
 * "You said, we did" on the dashboard: what was published to everyone and what the person's team
 * plans, with each one's progress, newest update first.
 */
export function SharedActionsCard() {
  const shared = useSharedActions();
  const { t } = useLingui();
  if (shared.isPending) return <LoadingState label={t`Loading what was done…`} />;
  if (shared.isError || shared.data.plans.length === 0) return null;
  const { plans } = shared.data;
  const done = plans.filter((plan) => plan.status === 'done').length;
  const total = plans.length;
  const progress = t`${done} of ${total} actions done`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>You said, we did</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>What is being done about the last results.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Progress value={done} max={total} label={t`Actions done`} valueText={progress} className="max-w-md" />
        <p className="text-sm text-slate-700">{progress}</p>
        <ul className="flex flex-col gap-4">
          {plans.map((plan) => {
            const latest = plan.updates.at(-1)?.note;
            const heading = plan.assessmentTitle;
            return (
              <li key={plan.id} className="flex flex-col gap-2 border-t border-slate-200 pt-3">
                <h3 className="font-semibold">{plan.title}</h3>
                <PlanFacts plan={plan} />
                {plan.description && <p className="text-slate-800">{plan.description}</p>}
                {latest && (
                  <p className="text-sm text-slate-700">
                    <Trans>Latest: {latest}</Trans>
                  </p>
                )}
                <p className="text-xs text-slate-600">
                  <Trans>From {heading}</Trans>
                </p>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
