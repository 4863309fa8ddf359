import { errorMessages } from './errors.ts';

/**
 * The platform administrator's organisation management (decision 0034): suspending and
 * reinstating organisations, and deciding the e-mail domains organisations ask for.
 */
export const platformMessages = {
  /** What a suspended organisation's people read when they sign in, accept an invitation or register. */
  organisationSuspended: errorMessages.organisation_suspended,
  organisationNotFound: 'No such organisation',
  alreadySuspended: 'This organisation is already suspended.',
  notSuspended: 'This organisation is not suspended.',
  reasonRequired: 'Give a reason: it is written to the audit log and shown to the platform administrators.',
  reasonTooLong: 'Keep the reason under 500 characters.',
  suspended: (name: string) => `${name} is suspended. Its people have been signed out.`,
  reinstated: (name: string) => `${name} is reinstated. Its people can sign in again.`,
  domainRequestNotFound: 'No such e-mail domain request',
  domainRequestDecided: 'This request has already been decided.',
  domainRequested: (domain: string) =>
    `You asked CultureLens support to approve ${domain}. You can add it to the list once it is approved.`,
  domainAlreadyYours: (domain: string) => `${domain} can already be added to your list: no approval is needed.`,
  domainApproved: (domain: string) => `${domain} is approved. The organisation's administrators can now add it to their list.`,
  domainRefused: (domain: string) => `${domain} is refused.`,
} as const;
