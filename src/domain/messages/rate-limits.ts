/** Refusals past a limit: each ends with when to try again (the server's tryAgainIn). */
export const rateLimitMessages = {
  tooManyAttempts: (tryAgain: string) => `Too many attempts. ${tryAgain}`,
  /** A limit's own refusal text, then when. */
  refusedUntil: (refusal: string, tryAgain: string) => `${refusal} ${tryAgain}`,
  invitationQuota: (quota: number, left: number, tryAgain: string) =>
    `Your organisation can send ${quota.toLocaleString('en-GB')} invitations a day and has ${left.toLocaleString('en-GB')} left. Invite fewer people now, or the rest later. ${tryAgain}`,
} as const;
