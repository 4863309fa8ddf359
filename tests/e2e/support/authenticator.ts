import { Secret, TOTP } from 'otpauth';

/**
 * The browser tests' authenticator app: the secrets of the administrators they enrolled, by
 * address, and codes from them as a phone would show. The server refuses a time step used
 * before (or an earlier one), so each code is of a step later than the last one used; when
 * that step is not valid yet (more than one step ahead), it waits for it, as a person would.
 */
const PERIOD_MS = 30_000;
const enrolled = new Map<string, { secret: string; lastStep: number }>();

const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
const totpFor = (secret: string) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** Remembers a secret shown by the enrolment (spaces of the grouped display are ignored). */
export function rememberSecret(email: string, secret: string): void {
  enrolled.set(email.toLowerCase(), { secret: secret.replace(/\s+/g, ''), lastStep: -Infinity });
}

export function hasAuthenticator(email: string): boolean {
  return enrolled.has(email.toLowerCase());
}

/** A code the server accepts once: of the earliest step it still takes and has not seen. */
export async function nextCode(email: string): Promise<string> {
  const entry = enrolled.get(email.toLowerCase());
  if (!entry) throw new Error(`no authenticator enrolled for ${email}`);
  // The previous step is taken only while the current one has 10 s left: a code of it typed
  // later, on a slow machine, would reach the server after its step had gone out of range.
  const now = stepNow();
  const msLeftInStep = (now + 1) * PERIOD_MS - Date.now();
  const step = Math.max(msLeftInStep >= 10_000 ? now - 1 : now, entry.lastStep + 1);
  // The server takes one step either side of its own; wait until `step` is no longer ahead of that.
  while (step > stepNow() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  entry.lastStep = step;
  return totpFor(entry.secret).generate({ timestamp: step * PERIOD_MS });
}
