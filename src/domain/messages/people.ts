/** Why a change to a person, or an invitation, is refused: the server's answers, shown as they are. */
export const peopleMessages = {
  personNotFound: 'Person not found',
  platformAdminElsewhere: 'A platform administrator is managed by the platform, not the organisation.',
  lastAdministrator: 'Every organisation needs at least one active administrator: make someone else an administrator first.',
  notYourself: 'You cannot deactivate yourself.',
  ownManager: 'Nobody can be their own manager.',
  managerInactive: 'The manager must be an active member of your organisation.',
  managerRole: 'The manager must have the Manager or Admin role.',
  managerCircle: (manager: string, person: string) => `${manager} already reports to ${person}: that would make a circle.`,
  importNotCsv: (reason: string) => `The file is not valid CSV: ${reason}`,
  importEmpty: 'The file has no people in it.',
} as const;

export const invitationRefusals = {
  verifyBeforeInviting:
    'Please verify your email address before inviting people: use the link we sent you, or ask for a new one on the sign-in page.',
  invitedMeanwhile: 'Someone else invited some of these addresses at the same moment. Please try again.',
  notFound: 'Invitation not found',
  cannotResend: (status: string) => `This invitation is ${status} and cannot be resent.`,
  cannotRevoke: (status: string) => `This invitation is ${status} and cannot be revoked.`,
  accountElsewhere: 'This email address already has a CultureLens account in another organisation.',
  tooManyAddresses: (most: number, given: number) =>
    `At most ${most} addresses at a time: this list has ${given}. Please split it into smaller parts.`,
  /** A page's title and text as one refusal, for callers that show only the error's message. */
  titled: (title: string, text: string) => `${title}: ${text}`,
} as const;
