import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionUser } from '#domain/api/accounts.ts';
import { roleLabel } from '#domain/roles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { userCan, useAuth } from '#web/features/accounts/index.ts';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { NoOrganisationCard } from '#web/components/no-organisation.tsx';
import { textLinkClass } from '#web/components/ui/text-link.ts';
import { paths } from '#web/paths.ts';
import { AssessmentControls, EmployeeAssessmentCard } from '#web/features/assessments/index.ts';
import { useResultsFollowAssessments } from '#web/features/results/index.ts';
import { AdminActions, adminActionPaths, QuickActions } from './actions.tsx';
import { ConsentPrompt, VerifyEmailBanner } from './banners.tsx';
import { DemoDashboard } from './demo-dashboard.tsx';
import { OrganisationOverview } from './organisation-overview.tsx';
import { SessionEnded } from './session-ended.tsx';
import { DashboardFrame } from './parts.tsx';
import { TeamDashboard } from './team-dashboard.tsx';
import { SharedActionsCard } from '#web/features/action-plans/index.ts';

/**
 * /dashboard by role (spec/02 §2). Signed out: the demo organisation, read-only, unless this
 * browser's session just ended (then what happened, decision 0034). Organisation
 * admin: the organisation's figures, assessment controls and admin actions. Manager: their
 * team, then the organisation. Employee: their assessments and the organisation's figures.
 * In no organisation yet: how to create or join one.
 */
export function DashboardPage() {
  const { user, organisation, sessionEnded, checking } = useAuth();
  const { t } = useLingui();
  if (checking) return <LoadingState label={t`Loading your dashboard…`} />;
  if (!user) return sessionEnded ? <SessionEnded reason={sessionEnded} /> : <DemoDashboard />;
  const firstName = user.firstName;

  return (
    <DashboardFrame>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">
          <Trans>Welcome, {firstName}</Trans>
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          {organisation ? (
            <span>{organisation.name}</span>
          ) : (
            <span>
              <Trans>No organisation yet</Trans>
            </span>
          )}
          <Badge variant="info">{t(roleLabel[user.role])}</Badge>
        </p>
      </div>
      {!user.emailVerified && <VerifyEmailBanner user={user} />}
      {organisation && !user.consentedAt && <ConsentPrompt />}
      {organisation ? (
        <RoleDashboard user={user} />
      ) : userCan(user, 'viewPlatformData') ? (
        <p className="text-slate-700">
          <Trans>
            As the platform administrator you belong to no organisation.{' '}
            <Link to={paths.platform} className={textLinkClass}>
              Open the platform overview
            </Link>
            .
          </Trans>
        </p>
      ) : (
        <NoOrganisationCard />
      )}
    </DashboardFrame>
  );
}

function RoleDashboard({ user }: { user: SessionUser }) {
  // Opening, pausing or closing an assessment changes which one the dashboard shows.
  useResultsFollowAssessments();

  if (userCan(user, 'viewOrganisationData')) {
    return (
      <>
        <OrganisationOverview source="organisation" audience="admin" />
        <SharedActionsCard />
        <AssessmentControls headingLevel="h2" />
        <AdminActions />
        {/* The assessment controls start an assessment; the admin actions manage the team. */}
        <QuickActions user={user} omit={[paths.createAssessment, ...adminActionPaths]} />
      </>
    );
  }
  // Those who see their own team, but not every team: managers.
  if (userCan(user, 'viewOwnTeamData')) {
    return (
      <>
        <TeamDashboard managerId={user.id} />
        <SharedActionsCard />
        <EmployeeAssessmentCard headingLevel="h2" />
        <OrganisationOverview source="organisation" audience="member" />
        <QuickActions user={user} />
      </>
    );
  }
  return (
    <>
      <EmployeeAssessmentCard headingLevel="h2" />
      <SharedActionsCard />
      <OrganisationOverview source="organisation" audience="member" />
      <QuickActions user={user} />
    </>
  );
}
