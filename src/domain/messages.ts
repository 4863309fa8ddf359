import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ANONYMITY_THRESHOLD } from './anonymity.ts';
import { MAX_ROADMAP_ITEMS, ROADMAP_ACTION_BELOW } from './roadmap.ts';
import { errorMessages } from './messages/errors.ts';

/**
 * Texts users read. Where the specification's catalogue has a text it is used verbatim;
 * the rest are ours, written to say what happened and what to do next. Long lists live in
 * ./messages/ and are re-exported here, so this module stays the one catalogue to import.
 */

/** Two-step sign-in (authenticator codes and recovery codes). */
export const twoStepMessages = {
  setUpToContinue: errorMessages.two_step_required,
  wrongCode: msg`That code is not right. Check your authenticator app and try again.`,
  signInExpired: msg`Your sign-in has expired. Please sign in again with your password.`,
  alreadyOn: msg`Two-step sign-in is already on.`,
  notOn: msg`Two-step sign-in is not on.`,
  notStarted: msg`Start setting up two-step sign-in first.`,
  wrongPassword: msg`Your password is not right.`,
  requiredForAdministrators: msg`Administrators must keep two-step sign-in on.`,
  requiredByOrganisation: msg`Your organisation requires two-step sign-in of everyone: it must stay on.`,
} as const;

/** Invitation texts (spec/02 §5, §8). */
export const invitationMessages = {
  noEmailsTitle: msg`No emails provided`,
  noEmailsText: msg`Please enter at least one email address.`,
  noValidEmails: msg`No valid email addresses found`,
  invalidLinkTitle: msg`Invalid invitation`,
  invalidLinkText: msg`This invitation link is invalid or has expired.`,
  alreadyUsedTitle: msg`Invitation Already Used`,
  sentTitle: msg`Invitations sent!`,
  sentText: (count: number) => msg`Successfully sent ${plural(count, { one: '# invitation', other: '# invitations' })}.`,
  loadFailed: msg`Error loading invitations`,
  sendFailed: msg`Failed to send invitations`,
  resent: msg`Invitation resent`,
  resendFailed: msg`Failed to resend invitation`,
  revoked: msg`Invitation revoked`,
  revokeFailed: msg`Failed to revoke invitation`,
  inviteFailedDefault: msg`Failed to send invitation.`,
  singleSentTitle: msg`Invitation Sent`,
  singleNotSentTitle: msg`Invitation not sent`,
  errorTitle: msg`Error`,
  lookupFailedText: msg`Failed to load invitation data.`,
  accessDeniedTitle: msg`Access Denied`,
  accessDeniedText: msg`You don't have permission to invite employees.`,
  outcome: {
    invited: msg`Invitation sent`,
    reinvited: msg`The earlier invitation had expired: a new link was sent`,
    already_invited: msg`Already has a pending invitation`,
    already_member: msg`Already a member of your organisation`,
    duplicate: msg`Listed more than once`,
    invalid: msg`Not a valid email address`,
  },
} as const;

/** Reminders to people who have not answered, and unsubscribing from assessment e-mail (decision 0023). */
export const reminderMessages = {
  privacy: msg`Reminders go only to people who have not completed. You will not see who they are.`,
  closed: msg`This assessment is closed: it sends no more reminders.`,
  notOpen: msg`Reminders go out only while the assessment is open.`,
  beforeCloseNeedsCloseDate: msg`A reminder 1 day before closing needs a close date. Set one first.`,
  scheduleSavedTitle: msg`Reminders saved`,
  scheduleFailedTitle: msg`Reminders not saved`,
  sendNowTitle: msg`Reminder on its way`,
  sendNowText: msg`It goes to everyone who has not completed, except people who already had a reminder today.`,
  sendNowFailedTitle: msg`Reminder not sent`,
  unsubscribeLinkInvalid: msg`This unsubscribe link is not valid. Use the link in your most recent e-mail.`,
  unsubscribeLinkExpired: msg`This unsubscribe link has expired: links work for a year. Use the link in a more recent e-mail, or sign in and turn these e-mails off under Account security.`,
  unsubscribedTitle: msg`You are unsubscribed`,
  unsubscribedText: msg`You will get no more launch e-mails or reminders about assessments from this organisation. E-mails about your account, such as password resets, still reach you.`,
} as const;

const most = MAX_ROADMAP_ITEMS;
const below = ROADMAP_ACTION_BELOW.toFixed(2);

/** Roadmap texts (spec/02 §2, §8); the export's are in ./messages/export.ts. */
export const roadmapMessages = {
  itemNotFound: msg`Roadmap item not found`,
  title: msg`Priority Roadmap`,
  insufficientTitle: msg`Insufficient Data for Roadmap Generation`,
  /** The specification's text at six; an assessment opened at a larger size names its own. */
  insufficientText: (n: number, size: number = ANONYMITY_THRESHOLD) =>
    msg`You need at least ${size} responses to generate a roadmap. Currently have ${plural(n, { one: '# response', other: '# responses' })}.`,
  noRoadmapTitle: msg`No Roadmap Available`,
  loadFailedTitle: msg`Error loading roadmap`,
  loadFailedText: msg`Failed to load roadmap data. Please try again.`,
  generateFailedTitle: msg`Failed to generate roadmap`,
  generateFailedDefault: msg`Could not generate roadmap. Please try again.`,
  noActiveAssessment: msg`No active assessment found`,
  insufficientResponses: msg`Insufficient responses to generate roadmap`,
  generatedTitle: msg`Roadmap Generated!`,
  generatedText: (n: number) =>
    msg`Created ${plural(n, { one: '# priority action item', other: '# priority action items' })} based on your assessment data.`,
  alreadyGenerated: msg`A roadmap already exists for this assessment.`,
  /** How the actions are chosen, said wherever they are proposed. */
  rule: msg`At most ${most} actions, for the shown domains with the largest gaps to the top score of 5, and only for a domain scoring below ${below}: a domain already Excellent needs none.`,
  noActionNeededTitle: msg`No action needed`,
  noActionNeededText: (title: string) =>
    msg`Every shown domain of ${title} scores ${below} or more (Excellent), so no priority action is proposed.`,
  noActionNeeded: msg`Every shown domain scores ${below} or more (Excellent): no priority action is proposed.`,
  wholeStatement: msg`Lowest-scoring statement`,
} as const;

/** Dashboards and results (spec/02 §8). */
export const dashboardMessages = {
  loadFailedTitle: msg`Error loading dashboard`,
  loadFailedText: msg`Failed to load dashboard data. Please try again.`,
  teamLoadFailedTitle: msg`Error loading team data`,
  teamLoadFailedText: msg`Failed to load team dashboard data. Please try again.`,
  noAssessmentTitle: msg`No Assessment Data`,
  noAssessmentText: msg`No active assessment found for your organisation.`,
  noTeamMembersTitle: msg`No Team Members`,
  noTeamMembersText: msg`You don't have any team members assigned to you yet.`,
  noTeamDataTitle: msg`No Team Data`,
  noTeamDataText: msg`No team members found or no active assessment.`,
} as const;

export type AnonymityContext = 'dashboard' | 'team' | 'assessment' | 'default';

/**
 * The anonymity messages with the live count of responses. `threshold` is the one the server
 * reported (the assessment's minimum group size), so the text cannot disagree with the rule that was applied.
 * With `responses` null (a team whose figures are not released) the count is left out: a
 * team's running count would tell its manager who has answered since the last release.
 */
export function anonymityMessage(context: AnonymityContext, responses: number | null, threshold = ANONYMITY_THRESHOLD): MessageDescriptor {
  return responses === null ? needText(context, threshold) : needTextWithCount(context, threshold, responses);
}

function needText(context: AnonymityContext, threshold: number): MessageDescriptor {
  switch (context) {
    case 'dashboard':
      return msg`Invite at least ${threshold} people to unlock dashboards and analytics.`;
    case 'team':
      return msg`Your team needs at least ${threshold} responses to view aggregated insights.`;
    case 'assessment':
      return msg`This assessment needs at least ${threshold} responses to show results.`;
    case 'default':
      return msg`Need ${threshold} responses to view data.`;
  }
}

/** The same sentences with the count of responses so far, each one message. */
function needTextWithCount(context: AnonymityContext, threshold: number, responses: number): MessageDescriptor {
  switch (context) {
    case 'dashboard':
      return msg`Invite at least ${threshold} people to unlock dashboards and analytics. Currently have ${plural(responses, { one: '# response', other: '# responses' })}.`;
    case 'team':
      return msg`Your team needs at least ${threshold} responses to view aggregated insights. Currently have ${plural(responses, { one: '# response', other: '# responses' })}.`;
    case 'assessment':
      return msg`This assessment needs at least ${threshold} responses to show results. Currently have ${plural(responses, { one: '# response', other: '# responses' })}.`;
    case 'default':
      return msg`Need ${threshold} responses to view data. Currently have ${plural(responses, { one: '# response', other: '# responses' })}.`;
  }
}

/** When answers given since the last release may join the results: "Next update: 28 Nov 2026, 03:00". */
export function nextUpdateText(when: string): MessageDescriptor {
  return msg`Next update: ${when}`;
}

/** What a hidden domain, question or cell says instead of a number. */
export function fewerThanText(threshold = ANONYMITY_THRESHOLD): MessageDescriptor {
  return msg`Fewer than ${threshold} responses`;
}

/** The consent step (spec/02 §5). */
export const consentMessages = {
  recordedTitle: msg`Consent Recorded`,
  recordedText: msg`Thank you. You can now take part in your organisation’s assessments.`,
  failedTitle: msg`Error recording consent`,
  failedDefault: msg`Your consent could not be recorded. Please try again.`,
  consentButton: msg`I Consent - Continue to Alpha`,
} as const;

/** The setup wizard's toast texts (spec/01, organisation setup). */
export const setupMessages = {
  nameRequiredTitle: msg`Organisation name required`,
  nameRequiredText: msg`Please enter your organisation name.`,
  selectDomainsTitle: msg`Select domains`,
  selectDomainsText: msg`Please select at least one assessment domain.`,
  invalidEmailTitle: msg`Invalid email`,
  invalidEmailText: msg`Please enter a valid email address.`,
  duplicateEmailTitle: msg`Duplicate email`,
  duplicateEmailText: msg`This email has already been added.`,
  notFound: msg`User or organisation not found`,
  failedTitle: msg`Setup failed`,
  failedDefault: msg`An error occurred during setup. Please try again.`,
  completeTitle: msg`Setup complete`,
} as const;

/** Password changes and sessions on /account. */
export const accountSecurityMessages = {
  currentPasswordWrong: msg`Your current password is not correct.`,
  sameAsCurrent: msg`Choose a new password that is different from your current one.`,
  passwordChanged: msg`Your password has been changed. Your other sessions have been signed out.`,
  sessionNotFound: msg`Session not found`,
} as const;

/** E-mail domains that admit people to an organisation. */
export const emailDomainMessages = {
  publicWebmail: (domain: string) =>
    msg`${domain} is a public e-mail provider: anyone can get an address there, so it cannot admit people to your organisation. Invite them instead.`,
  notProven: (domain: string) =>
    msg`You can only add ${domain} if it is the domain of your own verified e-mail address, or once CultureLens has approved it: ask for its approval below.`,
  heldElsewhere: (domain: string) =>
    msg`${domain} is already used for self-registration by another organisation. Contact CultureLens support if it belongs to yours.`,
};

/** Why a new password is refused as too guessable. */
export const passwordStrengthMessages = {
  whitespaceOnly: msg`Password must contain more than spaces.`,
  tooGuessable: msg`This password is too easy to guess. Add more words or characters that are harder to guess.`,
  /** With the scorer's own hint, in English (the scorer's language). */
  tooGuessableWithHint: (hint: string) =>
    msg`This password is too easy to guess. Add more words or characters that are harder to guess. ${hint}`,
} as const;

/** Background work in words, for administrators. A job without a label here is shown by its name. */
export const jobMessages = {
  title: msg`Background work`,
  mailWaiting: (count: number) => msg`${plural(count, { one: '# e-mail', other: '# e-mails' })} waiting to be sent`,
  mailFailed: (count: number) => msg`${plural(count, { one: '# e-mail', other: '# e-mails' })} could not be delivered in the last 14 days`,
  nothingWaiting: msg`Nothing is waiting: every e-mail has been sent and every job has run.`,
  failedReason: msg`The job failed after its retries; it will not run again on its own.`,
  states: {
    created: msg({ message: 'Waiting', context: 'background job state' }),
    active: msg({ message: 'Running', context: 'background job state' }),
    retry: msg({ message: 'Will try again', context: 'background job state' }),
    failed: msg({ message: 'Failed', context: 'background job state' }),
  },
  labels: {
    'assessment-launch': msg`Launch e-mails`,
    'assessment-reminders': msg({ message: 'Reminders', context: 'background job' }),
    'action-plan-reminders': msg`Action plan reminders`,
  } as Record<string, MessageDescriptor>,
} as const;

/** The consultancy's contact form. */
export const contactMessages = {
  notSent: msg`Your message was not sent`,
  sent: msg`Thank you — your message has been sent. We will reply within one working day.`,
} as const;

// The texts the shell and the answering page need are in modules of their own, which those
// import directly: importing this catalogue would put every text into the respondent's page.
export { errorMessages } from './messages/errors.ts';
export { authMessages, guardMessages, sessionEndedMessages } from './messages/accounts.ts';
export { assessmentMessages } from './messages/assessments.ts';
export { auditActionLabel } from './messages/audit.ts';
export { noOrganisationMessages, organisationRefusals } from './messages/organisations.ts';
export { rateLimitMessages } from './messages/rate-limits.ts';
export { platformMessages } from './messages/platform.ts';
export { exportMessages } from './messages/export.ts';
export { answerImportMessages, moveMessages } from './messages/alpha.ts';
export { questionKindMessages } from './messages/question-kinds.ts';
export { answersWaitingExplanation, hiddenTeamExplanation, releaseTimesExplanation } from './messages/group-size.ts';
export { ssoMessages } from './messages/sso.ts';
export { passkeyMessages } from './messages/passkeys.ts';
