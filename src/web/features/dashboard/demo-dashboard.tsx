import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { currentCard, TeamResultsGrid, useResultsOverview, useTeamResults } from '#web/features/results/index.ts';
import { DemoBanner } from './banners.tsx';
import { OrganisationOverview } from './organisation-overview.tsx';
import { DashboardFrame } from './parts.tsx';

/**
 * Signed-out visitors of /dashboard: the seeded, fictional demo organisation as its
 * administrator would see it, read-only (nothing here changes anything), under a banner
 * inviting them to sign in or join the alpha programme.
 */
export function DemoDashboard() {
  const overview = useResultsOverview('demo');
  const organisationName = overview.data?.organisationName;
  const threshold = overview.data?.threshold;
  return (
    <DashboardFrame>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Demo dashboard</Trans>
        </h1>
        {overview.data && (
          <p className="text-slate-700">
            <Trans>
              {organisationName}: a fictional organisation with synthetic answers. Every figure follows the same rule as yours: it is shown
              only where at least {threshold} people answered.
            </Trans>
          </p>
        )}
      </div>
      <DemoBanner />
      <OrganisationOverview source="demo" audience="demo" />
      <DemoTeams />
    </DashboardFrame>
  );
}

function DemoTeams() {
  const headingId = useId();
  const overview = useResultsOverview('demo');
  const card = overview.data ? currentCard(overview.data.cards) : undefined;
  const teams = useTeamResults('demo', card?.assessment.id);
  const { t } = useLingui();
  if (!card) return null;
  if (teams.isPending) return <LoadingState label={t`Loading the demo teams…`} />;
  // The organisation figures above already say when the demo cannot be loaded.
  if (teams.isError || teams.data.teams.length === 0) return null;
  const threshold = teams.data.threshold;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold">
        <Trans>Teams</Trans>
      </h2>
      <p className="text-slate-700">
        <Trans>
          A team is shown only once at least {threshold} of its members&apos; answers are released, and only where its figures cannot be
          combined with other results to single anyone out.
        </Trans>
      </p>
      <TeamResultsGrid teams={teams.data.teams} threshold={teams.data.threshold} headingLevel="h3" />
    </section>
  );
}
