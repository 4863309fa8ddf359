import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { frameAuthMessages, guardMessages } from '#domain/messages/frame-accounts.ts';
import { isPlatformAbility, type Ability } from '#domain/permissions.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/paths.ts';
import { rolesThatCan, userCan } from './abilities.ts';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { LoadingState } from '#web/components/ui/loading-state.tsx';
import { NoOrganisationPageOnDemand as NoOrganisationPage } from '#web/components/no-organisation-on-demand.tsx';
import { useAuth } from './auth-context.tsx';
import { rememberPostAuthDestination } from '#web/post-auth-destination.ts';

/** While the session is being asked for. */
function CheckingSignIn() {
  const { t } = useLingui();
  return <LoadingState label={t`Checking your sign-in…`} />;
}

/** Shows its children (or the nested routes) only to someone signed in. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, checking, answeringOnly } = useAuth();
  if (checking) return <CheckingSignIn />;
  if (!user || answeringOnly) return <AuthenticationRequired />;
  return children ?? <Outlet />;
}

/**
 * Shows its children (or the nested routes) only to a member of an organisation: someone signed
 * in who belongs to none sees how to create or join one instead (the server answers them
 * `no_organisation`), never an error.
 */
export function RequireOrganisation({ children, answering = false }: { children?: ReactNode; answering?: boolean }) {
  const { user, checking, answeringOnly } = useAuth();
  if (checking) return <CheckingSignIn />;
  // A session from an answer link reaches the pages that answer (`answering`), and no other.
  if (!user || (answeringOnly && !answering)) return <AuthenticationRequired />;
  if (!user.organisationId) return <NoOrganisationPage platformAdministrator={userCan(user, 'viewPlatformData')} />;
  return children ?? <Outlet />;
}

/** Shows its children (or the nested routes) only to a member who holds `ability` (the server's route policy). */
export function RequireAbility({ ability, children }: { ability: Ability; children?: ReactNode }) {
  const { user, checking, answeringOnly } = useAuth();
  if (checking) return <CheckingSignIn />;
  if (!user || answeringOnly) return <AuthenticationRequired />;
  // The server asks for an organisation before any ability but the platform's: so does the page.
  if (!user.organisationId && !isPlatformAbility(ability))
    return <NoOrganisationPage platformAdministrator={userCan(user, 'viewPlatformData')} />;
  if (!userCan(user, ability)) return <AccessDenied ability={ability} />;
  return children ?? <Outlet />;
}

function AuthenticationRequired() {
  const { t } = useLingui();
  const { error, refresh, answeringOnly } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  function signIn() {
    const here = `${location.pathname}${location.search}${location.hash}`;
    rememberPostAuthDestination(here);
    navigate(`${paths.login}?${new URLSearchParams({ next: here }).toString()}`);
  }

  return (
    <AuthCard title={t(guardMessages.authenticationRequiredTitle)}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t(answeringOnly ? guardMessages.fullSignInRequired : guardMessages.authenticationRequiredText)}</p>
        {error === t(frameAuthMessages.authCheckFailed) && (
          <FormMessage tone="error">
            <p>{error}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void refresh()}>
              <Trans>Check again</Trans>
            </Button>
          </FormMessage>
        )}
        <Button onClick={signIn} className="w-full">
          <Trans>Sign In</Trans>
        </Button>
      </div>
    </AuthCard>
  );
}

function AccessDenied({ ability }: { ability: Ability }) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  // A page opened directly (bookmark, new tab) has no in-app history to go back to.
  const goBack = () => (location.key === 'default' ? navigate(paths.dashboard) : navigate(-1));
  return (
    <AuthCard title={t(guardMessages.accessDeniedTitle)}>
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t(guardMessages.accessDeniedText(rolesThatCan(ability, i18n)))}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void goBack()}>
            <Trans>Go Back</Trans>
          </Button>
          <Button onClick={() => void navigate(paths.dashboard)}>
            <Trans>Dashboard</Trans>
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}
