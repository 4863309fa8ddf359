import { ANONYMITY_THRESHOLD } from './anonymity.ts';
import { countOf } from './plural.ts';
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
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  signInExpired: 'Your sign-in has expired. Please sign in again with your password.',
  alreadyOn: 'Two-step sign-in is already on.',
  notOn: 'Two-step sign-in is not on.',
  notStarted: 'Start setting up two-step sign-in first.',
  wrongPassword: 'Your password is not right.',
  requiredForAdministrators: 'Administrators must keep two-step sign-in on.',
  requiredByOrganisation: 'Your organisation requires two-step sign-in of everyone: it must stay on.',
} as const;

/** Invitation texts (spec/02 §5, §8). */
export const invitationMessages = {
  noEmailsTitle: 'No emails provided',
  noEmailsText: 'Please enter at least one email address.',
  noValidEmails: 'No valid email addresses found',
  invalidLinkTitle: 'Invalid invitation',
  invalidLinkText: 'This invitation link is invalid or has expired.',
  alreadyUsedTitle: 'Invitation Already Used',
  sentTitle: 'Invitations sent!',
  sentText: (count: number) => `Successfully sent ${countOf(count, 'invitation')}.`,
  loadFailed: 'Error loading invitations',
  sendFailed: 'Failed to send invitations',
  resent: 'Invitation resent',
  resendFailed: 'Failed to resend invitation',
  revoked: 'Invitation revoked',
  revokeFailed: 'Failed to revoke invitation',
  inviteFailedDefault: 'Failed to send invitation.',
  singleSentTitle: 'Invitation Sent',
  singleNotSentTitle: 'Invitation not sent',
  errorTitle: 'Error',
  lookupFailedText: 'Failed to load invitation data.',
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: "You don't have permission to invite employees.",
  outcome: {
    invited: 'Invitation sent',
    reinvited: 'The earlier invitation had expired: a new link was sent',
    already_invited: 'Already has a pending invitation',
    already_member: 'Already a member of your organisation',
    duplicate: 'Listed more than once',
    invalid: 'Not a valid email address',
  },
} as const;

/** Reminders to people who have not answered, and unsubscribing from assessment e-mail (decision 0023). */
export const reminderMessages = {
  privacy: 'Reminders go only to people who have not completed. You will not see who they are.',
  closed: 'This assessment is closed: it sends no more reminders.',
  notOpen: 'Reminders go out only while the assessment is open.',
  beforeCloseNeedsCloseDate: 'A reminder 1 day before closing needs a close date. Set one first.',
  scheduleSavedTitle: 'Reminders saved',
  scheduleFailedTitle: 'Reminders not saved',
  sendNowTitle: 'Reminder on its way',
  sendNowText: 'It goes to everyone who has not completed, except people who already had a reminder today.',
  sendNowFailedTitle: 'Reminder not sent',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Use the link in your most recent e-mail.',
  unsubscribeLinkExpired:
    'This unsubscribe link has expired: links work for a year. Use the link in a more recent e-mail, or sign in and turn these e-mails off under Account security.',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText:
    'You will get no more launch e-mails or reminders about assessments from this organisation. E-mails about your account, such as password resets, still reach you.',
} as const;

/** Roadmap texts (spec/02 §2, §8); the export's are in ./messages/export.ts. */
export const roadmapMessages = {
  itemNotFound: 'Roadmap item not found',
  title: 'Priority Roadmap',
  insufficientTitle: 'Insufficient Data for Roadmap Generation',
  /** The specification's text at six; an assessment opened at a larger size names its own. */
  insufficientText: (n: number, size: number = ANONYMITY_THRESHOLD) =>
    `You need at least ${size} responses to generate a roadmap. Currently have ${countOf(n, 'response')}.`,
  noRoadmapTitle: 'No Roadmap Available',
  loadFailedTitle: 'Error loading roadmap',
  loadFailedText: 'Failed to load roadmap data. Please try again.',
  generateFailedTitle: 'Failed to generate roadmap',
  generateFailedDefault: 'Could not generate roadmap. Please try again.',
  noActiveAssessment: 'No active assessment found',
  insufficientResponses: 'Insufficient responses to generate roadmap',
  generatedTitle: 'Roadmap Generated!',
  generatedText: (n: number) => `Created ${countOf(n, 'priority action item')} based on your assessment data.`,
  alreadyGenerated: 'A roadmap already exists for this assessment.',
  /** How the actions are chosen, said wherever they are proposed. */
  rule: `At most ${MAX_ROADMAP_ITEMS} actions, for the shown domains with the largest gaps to the top score of 5, and only for a domain scoring below ${ROADMAP_ACTION_BELOW.toFixed(2)}: a domain already Excellent needs none.`,
  noActionNeededTitle: 'No action needed',
  noActionNeededText: (title: string) =>
    `Every shown domain of ${title} scores ${ROADMAP_ACTION_BELOW.toFixed(2)} or more (Excellent), so no priority action is proposed.`,
  noActionNeeded: `Every shown domain scores ${ROADMAP_ACTION_BELOW.toFixed(2)} or more (Excellent): no priority action is proposed.`,
  wholeStatement: 'Lowest-scoring statement',
} as const;

/** Dashboards and results (spec/02 §8). */
export const dashboardMessages = {
  loadFailedTitle: 'Error loading dashboard',
  loadFailedText: 'Failed to load dashboard data. Please try again.',
  teamLoadFailedTitle: 'Error loading team data',
  teamLoadFailedText: 'Failed to load team dashboard data. Please try again.',
  noAssessmentTitle: 'No Assessment Data',
  noAssessmentText: 'No active assessment found for your organisation.',
  noTeamMembersTitle: 'No Team Members',
  noTeamMembersText: "You don't have any team members assigned to you yet.",
  noTeamDataTitle: 'No Team Data',
  noTeamDataText: 'No team members found or no active assessment.',
} as const;

export type AnonymityContext = 'dashboard' | 'team' | 'assessment' | 'default';

/**
 * The anonymity messages with the live count of responses. `threshold` is the one the server
 * reported (the assessment's minimum group size), so the text cannot disagree with the rule that was applied.
 * With `responses` null (a team whose figures are not released) the count is left out: a
 * team's running count would tell its manager who has answered since the last release.
 */
export function anonymityMessage(context: AnonymityContext, responses: number | null, threshold = ANONYMITY_THRESHOLD): string {
  const need = needText(context, threshold);
  return responses === null ? need : `${need} Currently have ${countOf(responses, 'response')}.`;
}

function needText(context: AnonymityContext, threshold: number): string {
  switch (context) {
    case 'dashboard':
      return `Invite at least ${threshold} people to unlock dashboards and analytics.`;
    case 'team':
      return `Your team needs at least ${threshold} responses to view aggregated insights.`;
    case 'assessment':
      return `This assessment needs at least ${threshold} responses to show results.`;
    case 'default':
      return `Need ${threshold} responses to view data.`;
  }
}

/** When answers given since the last release may join the results: "Next update: 28 Nov 2026, 03:00". */
export function nextUpdateText(when: string): string {
  return `Next update: ${when}`;
}

/** What a hidden domain, question or cell says instead of a number. */
export function fewerThanText(threshold = ANONYMITY_THRESHOLD): string {
  return `Fewer than ${threshold} responses`;
}

/** The consent step (spec/02 §5). */
export const consentMessages = {
  recordedTitle: 'Consent Recorded',
  recordedText: 'Thank you. You can now take part in your organisation’s assessments.',
  failedTitle: 'Error recording consent',
  failedDefault: 'Your consent could not be recorded. Please try again.',
  consentButton: 'I Consent - Continue to Alpha',
} as const;

/** The setup wizard's toast texts (spec/01, organisation setup). */
export const setupMessages = {
  nameRequiredTitle: 'Organisation name required',
  nameRequiredText: 'Please enter your organisation name.',
  selectDomainsTitle: 'Select domains',
  selectDomainsText: 'Please select at least one assessment domain.',
  invalidEmailTitle: 'Invalid email',
  invalidEmailText: 'Please enter a valid email address.',
  duplicateEmailTitle: 'Duplicate email',
  duplicateEmailText: 'This email has already been added.',
  notFound: 'User or organisation not found',
  failedTitle: 'Setup failed',
  failedDefault: 'An error occurred during setup. Please try again.',
  completeTitle: 'Setup complete',
} as const;

/** Password changes and sessions on /account. */
export const accountSecurityMessages = {
  currentPasswordWrong: 'Your current password is not correct.',
  sameAsCurrent: 'Choose a new password that is different from your current one.',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  sessionNotFound: 'Session not found',
} as const;

/** E-mail domains that admit people to an organisation. */
export const emailDomainMessages = {
  publicWebmail: (domain: string) =>
    `${domain} is a public e-mail provider: anyone can get an address there, so it cannot admit people to your organisation. Invite them instead.`,
  notProven: (domain: string) =>
    `You can only add ${domain} if it is the domain of your own verified e-mail address, or once CultureLens has approved it: ask for its approval below.`,
  heldElsewhere: (domain: string) =>
    `${domain} is already used for self-registration by another organisation. Contact CultureLens support if it belongs to yours.`,
};

/** Why a new password is refused as too guessable. */
export const passwordStrengthMessages = {
  whitespaceOnly: 'Password must contain more than spaces.',
  tooGuessable: 'This password is too easy to guess. Add more words or characters that are harder to guess.',
} as const;

/** Background work in words, for administrators. A job without a label here is shown by its name. */
export const jobMessages = {
  title: 'Background work',
  mailWaiting: (count: number) => `${countOf(count, 'e-mail')} waiting to be sent`,
  mailFailed: (count: number) => `${countOf(count, 'e-mail')} could not be delivered in the last 14 days`,
  nothingWaiting: 'Nothing is waiting: every e-mail has been sent and every job has run.',
  failedReason: 'The job failed after its retries; it will not run again on its own.',
  states: { created: 'Waiting', active: 'Running', retry: 'Will try again', failed: 'Failed' },
  labels: { 'assessment-launch': 'Launch e-mails', 'assessment-reminders': 'Reminders' } as Record<string, string>,
} as const;

/** The consultancy's contact form. */
export const contactMessages = {
  notSent: 'Your message was not sent',
  sent: 'Thank you — your message has been sent. We will reply within one working day.',
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
