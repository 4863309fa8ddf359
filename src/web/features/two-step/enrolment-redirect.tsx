import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mustUseTwoStepSignIn } from '#domain/permissions.ts';
import { paths } from '../../paths.ts';
import { useAuth } from '../auth/auth-context.tsx';

/**
 * Takes an administrator who has no second factor yet to setting one up, from wherever they
 * are, and remembers where they were going (the server refuses them everything else anyway).
 */
export function TwoStepEnrolmentRedirect() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const mustEnrol = user !== null && mustUseTwoStepSignIn(user) && !user.twoStepEnabled;
  const onEnrolmentPage = location.pathname === paths.twoStepSignIn;
  useEffect(() => {
    if (!mustEnrol || onEnrolmentPage) return;
    const here = `${location.pathname}${location.search}${location.hash}`;
    navigate(`${paths.twoStepSignIn}?${new URLSearchParams({ next: here }).toString()}`, { replace: true });
  }, [mustEnrol, onEnrolmentPage, location, navigate]);
  return null;
}
