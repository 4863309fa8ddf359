/** Time comes from here so tests can move it (token expiry, session timeouts, rate windows). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
