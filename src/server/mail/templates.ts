import { roleWithArticle, type Role } from '#domain/roles.ts';

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Plain text for every client, and a minimal HTML part with the same words and a button-like link. */
function compose(
  subject: string,
  greetingName: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): MailContent {
  const text = [
    `Hello ${greetingName},`,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    footer,
    '',
    '— CultureLens',
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello ${escapeHtml(greetingName)},</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#475569">${escapeHtml(footer)}</p>
<p>— CultureLens</p></body></html>`;
  return { subject, text, html };
}

export function verificationMail(firstName: string, url: string): MailContent {
  return compose(
    'Verify your email address for CultureLens',
    firstName,
    ['Please confirm that this is your email address so you can sign in to CultureLens.'],
    { label: 'Verify email address', url },
    'The link works once and expires in 24 hours. If you did not create a CultureLens account, you can ignore this email.',
  );
}

export function passwordResetMail(firstName: string, url: string): MailContent {
  return compose(
    'Reset your CultureLens password',
    firstName,
    ['Someone asked to reset the password of your CultureLens account. If it was you, choose a new password with the link below.'],
    { label: 'Choose a new password', url },
    'The link works once and expires in one hour. If you did not ask for this, ignore this email: your password stays as it is.',
  );
}

/** To the platform administrator the server appointed at its first start (PLATFORM_ADMIN_EMAIL). */
export function platformAdminMail(firstName: string, url: string): MailContent {
  return compose(
    'You are the CultureLens platform administrator',
    firstName,
    [
      'This CultureLens installation made your address its platform administrator. Choose a password with the link below; at your first sign-in you will set up two-step sign-in.',
    ],
    { label: 'Choose a password', url },
    'The link works once and expires in one hour. After that, ask for a new one with "Forgot password" on the sign-in page.',
  );
}

/** To someone registering with an address that already has an account: how to get in, no new account. */
export function accountExistsMail(firstName: string, urls: { signIn: string; forgotPassword: string }): MailContent {
  return compose(
    'You already have a CultureLens account',
    firstName,
    [
      'Someone, probably you, just tried to register a new CultureLens account with this email address. It already has an account, so no new one was created and nothing has changed.',
      `Forgotten your password? Choose a new one at ${urls.forgotPassword}`,
    ],
    { label: 'Sign in', url: urls.signIn },
    'If you did not try to register, you can ignore this email.',
  );
}

/**
 * To the address someone asked to create an organisation with: the link that creates it, which
 * works only with the password chosen when asking, so a stranger's request cannot be completed
 * by the address's owner clicking it.
 */
export function organisationConfirmationMail(firstName: string, organisationName: string, url: string): MailContent {
  return compose(
    `Finish creating ${organisationName} on CultureLens`,
    firstName,
    [
      `Someone, probably you, asked to create the organisation ${organisationName} on CultureLens, with this email address for its administrator.`,
      'To create it, open the link below and enter the password chosen when asking. You will then set up two-step sign-in and invite your people.',
    ],
    { label: 'Finish creating the organisation', url },
    'The link works once and expires in 24 hours. If you did not ask for this, ignore this email: nothing is created.',
  );
}

/** To someone asking for an organisation with an address that already has an account: nothing was created, and how to go on. */
export function organisationForExistingAccountMail(
  firstName: string,
  organisationName: string,
  urls: { signIn: string; forgotPassword: string },
  options: { inAnOrganisation: boolean },
): MailContent {
  return compose(
    'You already have a CultureLens account',
    firstName,
    [
      `Someone, probably you, just asked to create the organisation ${organisationName} on CultureLens with this email address. It already has an account, so nothing was created and nothing has changed.`,
      options.inAnOrganisation
        ? 'An account belongs to one organisation: to create another one, ask again with a different email address.'
        : 'Your account belongs to no organisation yet: sign in, and you can create the organisation from there, with this account as its administrator.',
      `Forgotten your password? Choose a new one at ${urls.forgotPassword}`,
    ],
    { label: 'Sign in', url: urls.signIn },
    'If you did not ask for this, you can ignore this email.',
  );
}

const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export function invitationMail(options: {
  organisationName: string;
  inviterName: string | null;
  role: Role;
  url: string;
  expiresAt: Date;
  reminder: boolean;
}): MailContent {
  const inviter = options.inviterName ?? 'An administrator';
  return compose(
    options.reminder
      ? `Reminder: your invitation to join ${options.organisationName} on CultureLens`
      : `${inviter} invited you to join ${options.organisationName} on CultureLens`,
    'there',
    [
      `${inviter} has invited you to join ${options.organisationName} on CultureLens as ${roleWithArticle[options.role]}.`,
      'CultureLens runs anonymous workplace-culture assessments: your answers are never shown on their own, and results appear only where at least six people answered.',
    ],
    { label: 'Accept the invitation', url: options.url },
    `This link works once and expires on ${longDate(options.expiresAt)}. If you were not expecting this invitation, you can ignore this email.`,
  );
}

// Launch e-mails and reminders carry a one-click List-Unsubscribe header; the text is the same for everyone.
const assessmentMailFooter =
  "You receive this because you are a member of this organisation on CultureLens. To stop e-mails about its assessments, use your mail program's Unsubscribe button.";

/**
 * To everyone who can answer, when an assessment opens: the same words for everyone.
 * `minimumGroupSize`: the assessment's, fixed as it opened (decision 0037).
 */
export function assessmentLaunchMail(options: {
  organisationName: string;
  title: string;
  expectedTime: string;
  closesAt: Date | null;
  minimumGroupSize: number;
  url: string;
}): MailContent {
  return compose(
    `${options.organisationName} asks for your view: ${options.title}`,
    'there',
    [
      `${options.organisationName} has opened "${options.title}" on CultureLens. It takes about ${options.expectedTime}.`,
      ...(options.closesAt ? [`It closes on ${longDate(options.closesAt)}.`] : []),
      `Your answers are anonymous: nobody, administrators included, sees them on their own, and results appear only where at least ${options.minimumGroupSize} people answered.`,
    ],
    { label: 'Answer now', url: options.url },
    assessmentMailFooter,
  );
}

/**
 * To people who can answer and have not completed: the same words for every recipient, so the
 * message says nothing about the person beyond that they were sent it.
 */
export function assessmentReminderMail(options: {
  organisationName: string;
  title: string;
  expectedTime: string;
  closesAt: Date | null;
  url: string;
}): MailContent {
  return compose(
    `Reminder: ${options.organisationName} asks for your view: ${options.title}`,
    'there',
    [
      `"${options.title}" is open on CultureLens, and there is still time to answer. It takes about ${options.expectedTime}.`,
      ...(options.closesAt ? [`It closes on ${longDate(options.closesAt)}.`] : []),
      'Your answers are anonymous: nobody, administrators included, sees them on their own or learns who has answered. If you have answered in the meantime, thank you: there is nothing more to do.',
    ],
    { label: 'Answer now', url: options.url },
    assessmentMailFooter,
  );
}

/** After a signed-in person changed their password: so that a stranger who did it cannot go unnoticed. */
export function passwordChangedMail(firstName: string, urls: { forgotPassword: string }, changedAt: Date): MailContent {
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(changedAt);
  return compose(
    'Your CultureLens password was changed',
    firstName,
    [
      `The password of your CultureLens account was changed on ${when} (UTC). Every other session of your account was signed out.`,
      'If you did this, there is nothing more to do.',
      'If you did not, someone else knows your password: choose a new one now with the link below (it signs out every session, theirs too), and tell your organisation administrator.',
    ],
    { label: 'Choose a new password', url: urls.forgotPassword },
    'You receive this email whenever your password changes, so that a change you did not make does not go unnoticed.',
  );
}
