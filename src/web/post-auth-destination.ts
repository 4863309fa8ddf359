import { safeRedirectPath } from '#domain/safe-redirect.ts';

export const POST_AUTH_DESTINATION_KEY = 'culturelens.postAuthDestination';

// Storage can be unavailable (privacy modes, disabled storage); the destination is a convenience, so fail quietly.
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Remembers where to go after signing in; anything but a same-site path is ignored. */
export function rememberPostAuthDestination(path: string): void {
  const safe = safeRedirectPath(path);
  if (!safe) return;
  try {
    storage()?.setItem(POST_AUTH_DESTINATION_KEY, safe);
  } catch {
    // Quota or privacy-mode failure: signing in still works, it just lands on the default page.
  }
}

/** The remembered destination, if it is (still) a same-site path. Does not clear it. */
export function readPostAuthDestination(): string | undefined {
  try {
    return safeRedirectPath(storage()?.getItem(POST_AUTH_DESTINATION_KEY));
  } catch {
    return undefined;
  }
}

export function clearPostAuthDestination(): void {
  try {
    storage()?.removeItem(POST_AUTH_DESTINATION_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/**
 * Where to go after signing in: a same-site `next` query parameter, else the remembered
 * destination, else undefined. Always clears the remembered value, so call it once per
 * navigation (guard effects with a ref: React's StrictMode runs effects twice).
 */
export function takePostAuthDestination(searchParams: URLSearchParams): string | undefined {
  const fromQuery = safeRedirectPath(searchParams.get('next'));
  const stored = readPostAuthDestination();
  clearPostAuthDestination();
  return fromQuery ?? stored;
}
