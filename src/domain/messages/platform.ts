import { msg } from '@lingui/core/macro';
import { errorMessages } from './errors.ts';

/**
 * The platform administrator's organisation management (decision 0034): suspending and
 * reinstating organisations, and deciding the e-mail domains organisations ask for.
 */
export const platformMessages = {
  /** What a suspended organisation's people read when they sign in, accept an invitation or register. */
  organisationSuspended: errorMessages.organisation_suspended,
  organisationNotFound: msg`No such organisation`,
  alreadySuspended: msg`This organisation is already suspended.`,
  notSuspended: msg`This organisation is not suspended.`,
  reasonRequired: msg`Give a reason: it is written to the audit log and shown to the platform administrators.`,
  reasonTooLong: msg`Keep the reason under 500 characters.`,
  suspended: (name: string) => msg`${name} is suspended. Its people have been signed out.`,
  reinstated: (name: string) => msg`${name} is reinstated. Its people can sign in again.`,
  domainRequestNotFound: msg`No such e-mail domain request`,
  domainRequestDecided: msg`This request has already been decided.`,
  domainRequested: (domain: string) =>
    msg`You asked CultureLens support to approve ${domain}. You can add it to the list once it is approved.`,
  domainAlreadyYours: (domain: string) => msg`${domain} can already be added to your list: no approval is needed.`,
  domainApproved: (domain: string) => msg`${domain} is approved. The organisation's administrators can now add it to their list.`,
  domainRefused: (domain: string) => msg`${domain} is refused.`,
} as const;
