import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionPlan } from '#domain/api/action-plans.ts';
import type { AssessmentTrends } from '#domain/api/results.ts';
import { ROADMAP_STATUS_LABELS } from '#domain/roadmap-status.ts';
import { api } from '#web/api-client.ts';
import { userCan, useAuth } from '#web/features/accounts/index.ts';
import { TrendChange } from './trend-change.tsx';

/**
 * An assessment's plans the signed-in person may see, as the action plan pages show them: those
 * they work on (administrators all, managers their team's and their own) and those shared with
 * them (published, or their team's). Nobody is shown a plan here they could not read there.
 */
function useVisiblePlans(assessmentId: string | undefined) {
  const { user } = useAuth();
  const worksOnPlans = userCan(user, 'useRoadmap');
  return useQuery({
    queryKey: ['action-plans', 'visible', assessmentId, worksOnPlans],
    enabled: assessmentId !== undefined,
    queryFn: async ({ signal }): Promise<ActionPlan[]> => {
      const id = assessmentId ?? '';
      const [shared, worked] = await Promise.all([
        api('GET /api/action-plans/shared', { signal }),
        worksOnPlans ? api('GET /api/action-plans', { query: { assessmentId: id }, signal }) : { plans: [] },
      ]);
      const plans = [...worked.plans, ...shared.plans].filter((plan) => plan.assessmentId === id);
      return [...new Map(plans.map((plan) => [plan.id, plan])).values()];
    },
  });
}

/**
 * Beside each domain's change since the previous wave, the actions taken on that wave's results
 * in the domain and how far they got: whether acting moved the score. Loaded with the trends
 * card only when there is an earlier wave (domain-trends-card.tsx); nothing without such plans.
 */
export function TrendActions({ trends }: { trends: AssessmentTrends }) {
  const { t } = useLingui();
  const headingId = useId();
  const previous = trends.waves.at(-2);
  const plans = useVisiblePlans(previous?.assessmentId);
  const planned = trends.domains.flatMap((domain) => {
    const acted = (plans.data ?? []).filter((plan) => plan.domain === domain.domain);
    return acted.length > 0 ? [{ domain, acted }] : [];
  });
  if (!previous || planned.length === 0) return null;
  const wave = previous.wave;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
      <h4 id={headingId} className="font-semibold">
        <Trans>Actions on wave {wave}</Trans>
      </h4>
      <p className="text-sm text-slate-700">
        <Trans>Each domain acted on after wave {wave}, its change since then, and what was done.</Trans>
      </p>
      <ul className="flex flex-col gap-3">
        {planned.map(({ domain, acted }) => (
          <li key={domain.domain} className="flex flex-col gap-1">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="font-medium text-slate-900">{domain.label}</span>
              {domain.change ? <TrendChange change={domain.change} /> : <span className="text-sm text-slate-700">{t`No comparison`}</span>}
            </p>
            <ul className="flex flex-col gap-1 ps-4 text-sm text-slate-800">
              {acted.map((plan) => {
                const title = plan.title;
                const status = t(ROADMAP_STATUS_LABELS[plan.status]);
                return <li key={plan.id}>{t`Action: ${title} — ${status}`}</li>;
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
