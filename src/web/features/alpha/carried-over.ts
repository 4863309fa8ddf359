/** Details carried between the organisation registration and the local workspace. */
export type CarriedOver = { organisationName?: string; firstName?: string; lastName?: string; email?: string };

/** The navigation state that opens the local workspace with these details filled in. Passwords are never carried. */
export function localWorkspaceState(details: CarriedOver) {
  return { localWorkspace: details };
}

/** The navigation state that opens the organisation registration for a workspace being moved to the server, its details filled in. */
export function moveRegistrationState(details: CarriedOver) {
  return { moveWorkspace: details };
}

/** The details under `key` of a navigation state, or none; only strings are taken. */
function detailsUnder(state: unknown, key: string): CarriedOver | null {
  if (typeof state !== 'object' || state === null || !(key in state)) return null;
  const carried: unknown = (state as Record<string, unknown>)[key];
  if (typeof carried !== 'object' || carried === null) return null;
  const take = (field: keyof CarriedOver) => {
    const value: unknown = (carried as Record<string, unknown>)[field];
    return typeof value === 'string' ? { [field]: value } : {};
  };
  return { ...take('organisationName'), ...take('firstName'), ...take('lastName'), ...take('email') };
}

/** The carried-over details in a navigation state, or none. */
export function carriedOverFrom(state: unknown): CarriedOver {
  return detailsUnder(state, 'localWorkspace') ?? {};
}

/** The details of a workspace being moved, when the registration was opened for a move; null otherwise. */
export function moveDetailsFrom(state: unknown): CarriedOver | null {
  return detailsUnder(state, 'moveWorkspace');
}
