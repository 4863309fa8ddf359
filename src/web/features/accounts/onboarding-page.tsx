import { Navigate } from 'react-router';
import { NoOrganisationPage } from '#web/components/no-organisation.tsx';
import { paths } from '#web/paths.ts';
import { userCan } from './abilities.ts';
import { useAuth } from './auth-context.tsx';

/**
 * For a signed-in person who does not belong to an organisation yet (RequireAuth wraps this
 * route): the two ways in. A member has nothing to set up here and goes to the dashboard.
 */
export function OnboardingPage() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.organisationId) return <Navigate to={paths.dashboard} replace />;
  return <NoOrganisationPage platformAdministrator={userCan(user, 'viewPlatformData')} />;
}
