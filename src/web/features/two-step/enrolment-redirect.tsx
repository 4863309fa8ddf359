import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mustUseTwoStepSignIn } from '#domain/permissions.ts';
import { paths } from '#web/paths.ts';
import { useAuth } from '#web/features/accounts/index.ts';

// Pages that sign someone in and then move on by themselves: the redirect waits for that move,
// so that it remembers where they were going rather than the sign-in page.
const signingInPaths: readonly string[] = [paths.login, paths.registerOrganisation, paths.confirmOrganisation, paths.employeeSignIn];
const isSigningIn = (pathname: string) => signingInPaths.includes(pathname) || pathname.startsWith('/invite/');

/**
 * Takes someone who must use two-step sign-in (an administrator, or anyone when their
 * organisation requires it of everyone) and has no second factor yet to setting one up, from wherever they
 * are, and remembers where they were going (the server refuses them everything else anyway).
 */
export function TwoStepEnrolmentRedirect() {
  const { user, organisation } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const requiresTwoStepForEveryone = organisation?.settings.requireTwoStepForEveryone === true;
  const mustEnrol = user !== null && mustUseTwoStepSignIn(user, { requiresTwoStepForEveryone }) && !user.twoStepEnabled;
  const stay = location.pathname === paths.twoStepSignIn || isSigningIn(location.pathname);
  useEffect(() => {
    if (!mustEnrol || stay) return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(`${paths.twoStepSignIn}?${new URLSearchParams({ next: here }).toString()}`, { replace: true });
  }, [mustEnrol, stay, location, navigate]);
  return null;
}
