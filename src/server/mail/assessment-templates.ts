import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ExpectedDuration } from '#domain/assessment-durations.ts';
import type { Locale } from '#domain/locales.ts';
import type { Role } from '#domain/roles.ts';
import { translatorFor } from '#server/i18n/index.ts';
import { compose, longDate, longDateTime, type MailContent } from './compose.ts';

/** Who invited, with the role they gave: one whole sentence per role. */
function invitedAs(role: Role, inviter: string, organisationName: string): MessageDescriptor {
  switch (role) {
    case 'employee':
      return msg`${inviter} has invited you to join ${organisationName} on CultureLens as an employee.`;
    case 'manager':
      return msg`${inviter} has invited you to join ${organisationName} on CultureLens as a manager.`;
    case 'organisation_admin':
      return msg`${inviter} has invited you to join ${organisationName} on CultureLens as an administrator.`;
    case 'platform_admin':
      return msg`${inviter} has invited you to join ${organisationName} on CultureLens as a platform administrator.`;
  }
}

/** To someone without an account yet: in the organisation's default language. */
export function invitationMail(
  locale: Locale,
  options: { organisationName: string; inviterName: string | null; role: Role; url: string; expiresAt: Date; reminder: boolean },
): MailContent {
  const { organisationName } = options;
  const inviter = options.inviterName ?? translatorFor(locale)._(msg`An administrator`);
  const expiry = longDate(locale, options.expiresAt);
  return compose(locale, {
    subject: options.reminder
      ? msg`Reminder: your invitation to join ${organisationName} on CultureLens`
      : msg`${inviter} invited you to join ${organisationName} on CultureLens`,
    greetingName: null,
    paragraphs: [
      invitedAs(options.role, inviter, organisationName),
      msg`CultureLens runs anonymous workplace-culture assessments: your answers are never shown on their own, and results appear only where at least six people answered.`,
    ],
    action: { label: msg`Accept the invitation`, url: options.url },
    footer: msg`This link works once and expires on ${expiry}. If you were not expecting this invitation, you can ignore this email.`,
  });
}

// Launch e-mails and reminders carry a one-click List-Unsubscribe header; the text is the same for everyone.
const assessmentMailFooter = msg`You receive this because you are a member of this organisation on CultureLens. To stop e-mails about its assessments, use your mail program's Unsubscribe button.`;

/** "3-4 minutes", "30 minutes" or "a few minutes", in the mail's language. */
function expectedTimeText(locale: Locale, duration: ExpectedDuration): string {
  const i18n = translatorFor(locale);
  if (duration === null) return i18n._(msg`a few minutes`);
  if ('minutes' in duration) {
    const { minutes } = duration;
    return i18n._(msg`${plural(minutes, { one: '# minute', other: '# minutes' })}`);
  }
  const { low, high } = duration;
  return i18n._(msg`${low}-${high} minutes`);
}

type AssessmentMailFacts = { organisationName: string; title: string; expectedTime: ExpectedDuration; closesAt: Date | null; url: string };

function closing(locale: Locale, closesAt: Date | null): MessageDescriptor[] {
  if (!closesAt) return [];
  const date = longDate(locale, closesAt);
  return [msg`It closes on ${date}.`];
}

/**
 * To everyone who can answer, when an assessment opens: the same words for everyone of a language.
 * `minimumGroupSize`: the assessment's, fixed as it opened (decision 0037).
 */
/** What was done since the last assessment, in a launch e-mail: published actions under way or done. */
function actionsDone(actions: readonly { title: string; status: string }[]): MessageDescriptor[] {
  if (actions.length === 0) return [];
  return [
    msg`You said, we did: since the last assessment,`,
    ...actions.map(({ title, status }) => (status === 'done' ? msg`• ${title} (done)` : msg`• ${title} (in progress)`)),
  ];
}

export function assessmentLaunchMail(
  locale: Locale,
  options: AssessmentMailFacts & { minimumGroupSize: number; actions?: readonly { title: string; status: string }[] },
): MailContent {
  const { organisationName, title, minimumGroupSize } = options;
  const expectedTime = expectedTimeText(locale, options.expectedTime);
  return compose(locale, {
    subject: msg`${organisationName} asks for your view: ${title}`,
    greetingName: null,
    paragraphs: [
      msg`${organisationName} has opened "${title}" on CultureLens. It takes about ${expectedTime}.`,
      ...closing(locale, options.closesAt),
      msg`Your answers are anonymous: nobody, administrators included, sees them on their own, and results appear only where at least ${minimumGroupSize} people answered.`,
      ...actionsDone(options.actions ?? []),
    ],
    action: { label: msg`Answer now`, url: options.url },
    footer: assessmentMailFooter,
  });
}

/**
 * To people who can answer and have not completed: the same words for every recipient of a
 * language, so the message says nothing about the person beyond that they were sent it.
 */
export function assessmentReminderMail(locale: Locale, options: AssessmentMailFacts): MailContent {
  const { organisationName, title } = options;
  const expectedTime = expectedTimeText(locale, options.expectedTime);
  return compose(locale, {
    subject: msg`Reminder: ${organisationName} asks for your view: ${title}`,
    greetingName: null,
    paragraphs: [
      msg`"${title}" is open on CultureLens, and there is still time to answer. It takes about ${expectedTime}.`,
      ...closing(locale, options.closesAt),
      msg`Your answers are anonymous: nobody, administrators included, sees them on their own or learns who has answered. If you have answered in the meantime, thank you: there is nothing more to do.`,
    ],
    action: { label: msg`Answer now`, url: options.url },
    footer: assessmentMailFooter,
  });
}

/** A fresh answer link, asked for on the page of a used or expired one (decision 0056). */
export function answerLinkRenewalMail(
  locale: Locale,
  options: { organisationName: string; title: string; url: string; expiresAt: Date },
): MailContent {
  const { organisationName, title } = options;
  const expiry = longDateTime(locale, options.expiresAt);
  return compose(locale, {
    subject: msg`Your new link to answer: ${title}`,
    greetingName: null,
    paragraphs: [
      msg`You asked for a new link to answer "${title}" for ${organisationName} on CultureLens.`,
      msg`Your answers are anonymous: nobody, administrators included, sees them on their own, and results appear only where enough people answered.`,
    ],
    action: { label: msg`Answer now`, url: options.url },
    footer: msg`This link works once and until ${expiry} (UTC). If you did not ask for it, you can ignore this email.`,
  });
}

/** One mail per language among many recipients: each language's words are made once. */
export function perLanguage(write: (locale: Locale) => MailContent): (locale: Locale) => MailContent {
  const written = new Map<Locale, MailContent>();
  return (locale) => {
    let content = written.get(locale);
    if (!content) {
      content = write(locale);
      written.set(locale, content);
    }
    return content;
  };
}
