import { msg, plural } from '@lingui/core/macro';

/**
 * Refusals past a limit. Each is followed by its own sentence saying when to try again
 * (`tryAgainIn`): the server sends the two sentences one after the other.
 */
export const rateLimitMessages = {
  tooManyAttempts: msg`Too many attempts.`,
  tooManyRequests: msg`Too many requests from your network.`,
  /** Never shown: past a per-address mail budget the answer stays the same and no mail goes. */
  mailBudgetSpent: msg`No more of these emails to this address for now.`,
  contactSent: msg`You have sent several messages already; you can also email us directly.`,
  invitationQuota: (quota: number, left: number) =>
    msg`Your organisation can send ${plural(quota, { one: '# invitation', other: '# invitations' })} a day and has ${plural(left, { one: '# left', other: '# left' })}. Invite fewer people now, or the rest later.`,
} as const;

/** When a refused request may be tried again, in the largest whole unit that reads naturally. */
export function tryAgainIn(retryAfterSeconds: number) {
  const seconds = retryAfterSeconds;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const hours = Math.ceil(minutes / 60);
  if (retryAfterSeconds < 60) return msg`Try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`;
  if (minutes < 120) return msg`Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
  return msg`Try again in ${plural(hours, { one: '# hour', other: '# hours' })}.`;
}
