/** Details carried over from the organisation registration when the server could not be reached. */
export type CarriedOver = { organisationName?: string; firstName?: string; lastName?: string; email?: string };

/** The navigation state that opens the local workspace with these details filled in. Passwords are never carried. */
export function localWorkspaceState(details: CarriedOver) {
  return { localWorkspace: details };
}

/** The carried-over details in a navigation state, or none; only strings are taken. */
export function carriedOverFrom(state: unknown): CarriedOver {
  if (typeof state !== 'object' || state === null || !('localWorkspace' in state)) return {};
  const carried: unknown = (state as { localWorkspace: unknown }).localWorkspace;
  if (typeof carried !== 'object' || carried === null) return {};
  const take = (key: keyof CarriedOver) => {
    const value: unknown = (carried as Record<string, unknown>)[key];
    return typeof value === 'string' ? { [key]: value } : {};
  };
  return { ...take('organisationName'), ...take('firstName'), ...take('lastName'), ...take('email') };
}
