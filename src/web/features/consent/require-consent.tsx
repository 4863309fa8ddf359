import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '#web/paths.ts';
import { useAuth, RequireOrganisation } from '#web/features/accounts/index.ts';

/**
 * Layout route for pages that need consent (the assessments): signed-out visitors get the
 * sign-in prompt, people in no organisation the way to one, and members who have not consented
 * go to /consent and come back after.
 */
export function RequireConsent({ children }: { children?: ReactNode }) {
  return (
    <RequireOrganisation answering>
      <ConsentGate>{children}</ConsentGate>
    </RequireOrganisation>
  );
}

function ConsentGate({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user && !user.consentedAt) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.consent}?${new URLSearchParams({ next: here }).toString()}`} replace />;
  }
  return children ?? <Outlet />;
}
