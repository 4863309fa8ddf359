import { Trans } from '@lingui/react/macro';
import type { TeamResults } from '#domain/api/results.ts';
import type { SessionUser } from '#domain/api/accounts.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { NewPlanForm } from './plan-form.tsx';
import { PlanCard } from './plan-card.tsx';
import { useActionPlans } from './queries.ts';

/**
 * A manager's team action plans, where the team's results are shown: plans on one of the team's
 * shown domains, owned by the manager and seen by the team.
 */
export function TeamActionPlans({ team, assessmentId, user }: { team: TeamResults; assessmentId: string; user: SessionUser }) {
  const plans = useActionPlans(assessmentId);
  const shown = team.domains.filter((domain) => domain.canShow);
  if (!team.canShowStats || shown.length === 0) return null;
  const teamPlans = (plans.data?.plans ?? []).filter((plan) => plan.teamManagerId === user.id);
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your team's action plans</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Plan what your team will do about its results. Your team sees these plans and their progress.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {teamPlans.length > 0 && (
          <ul className="flex flex-col gap-4">
            {teamPlans.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} mayUpdate mayPublish={false} />
              </li>
            ))}
          </ul>
        )}
        <NewPlanForm
          assessmentId={assessmentId}
          teamManagerId={user.id}
          owner={{ id: user.id, name }}
          sources={shown.map((domain) => ({ key: domain.domain, label: domain.label, source: 'domain', sourceRef: domain.domain }))}
        />
      </CardContent>
    </Card>
  );
}
