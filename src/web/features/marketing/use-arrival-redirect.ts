import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '#web/features/accounts/index.ts';
import { takePostAuthDestination } from '#web/post-auth-destination.ts';
import { paths } from '#web/paths.ts';

/**
 * Arrival on the landing page (spec/01 §2): a `next` parameter or a stored destination wins
 * (same-site paths only, and the stored one is cleared); otherwise a signed-in visitor goes
 * to the dashboard.
 */
export function useArrivalRedirect(): void {
  const { user, checking } = useAuth();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const destination = takePostAuthDestination(searchParams);
    if (destination) {
      handled.current = true;
      navigate(destination, { replace: true });
      return;
    }
    if (checking) return;
    handled.current = true;
    if (user) navigate(paths.dashboard, { replace: true });
  }, [user, checking, searchParams, navigate]);
}
