import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mustUseTwoStepSignIn } from '#domain/permissions.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../auth/auth-context.tsx';

// Pages that sign someone in and then move on by themselves: the redirect waits for that move,
// so that it remembers where they were going rather than the sign-in page.
const signingInPaths: readonly string[] = [paths.login, paths.registerOrganisation, paths.employeeSignIn];
const isSigningIn = (pathname: string) => signingInPaths.includes(pathname) || pathname.startsWith('/invite/');

/**
 * Takes an administrator who has no second factor yet to setting one up, from wherever they
 * are, and remembers where they were going (the server refuses them everything else anyway).
 */
export function TwoStepEnrolmentRedirect() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const mustEnrol = user !== null && mustUseTwoStepSignIn(user) && !user.twoStepEnabled;
  const stay = location.pathname === paths.twoStepSignIn || isSigningIn(location.pathname);
  useEffect(() => {
    if (!mustEnrol || stay) return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(`${paths.twoStepSignIn}?${new URLSearchParams({ next: here }).toString()}`, { replace: true });
  }, [mustEnrol, stay, location, navigate]);
  return null;
}
