/**
 * The only script of the pre-rendered landing page: the arrival behaviour of spec/01 §2 that
 * `useArrivalRedirect` gives the React landing page. It must stay free of React and zod, so
 * it is built on its own (see scripts/build-web.ts) and only reads the session's `user`.
 */
import type { SessionResponse } from '#domain/api/accounts.ts';
import { takePostAuthDestination } from './post-auth-destination.ts';
import { paths } from './paths.ts';

async function arrive(): Promise<void> {
  const destination = takePostAuthDestination(new URLSearchParams(window.location.search));
  if (destination) {
    window.location.replace(destination);
    return;
  }
  try {
    const response = await fetch('/api/session', { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return;
    const session = (await response.json()) as Partial<SessionResponse>;
    if (session.user) window.location.replace(paths.dashboard);
  } catch {
    // Unknown session (offline, server down): the visitor simply stays on the public page.
  }
}

void arrive();
