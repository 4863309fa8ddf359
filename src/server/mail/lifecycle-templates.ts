import { msg } from '@lingui/core/macro';
import type { Locale } from '#domain/locales.ts';
import { compose, longDateTime, type MailContent } from './compose.ts';

/**
 * A lifecycle survey's invitation (decision 0066): to a newcomer some days after they joined, or
 * to a leaver's personal address once they were deactivated. The same words for everyone of a
 * language and reason; each person's own answer link is put in per recipient.
 */
export function lifecycleSurveyMail(
  locale: Locale,
  options: {
    reason: 'onboarding' | 'exit';
    organisationName: string;
    title: string;
    minimumGroupSize: number;
    url: string;
    expiresAt: Date;
  },
): MailContent {
  const { organisationName, title, minimumGroupSize } = options;
  const expiry = longDateTime(locale, options.expiresAt);
  const onboarding = options.reason === 'onboarding';
  return compose(locale, {
    subject: onboarding
      ? msg`${organisationName} asks how your start went: ${title}`
      : msg`${organisationName} asks about your time there: ${title}`,
    greetingName: null,
    paragraphs: [
      onboarding
        ? msg`You joined ${organisationName} a little while ago. Please tell us how your start went in "${title}" on CultureLens.`
        : msg`Thank you for your time at ${organisationName}. Before you go, please tell us about it in "${title}" on CultureLens.`,
      msg`Your answers are anonymous: nobody sees them on their own, and they are shown only together with those of at least ${minimumGroupSize} people, once that many have answered.`,
    ],
    action: { label: msg`Answer now`, url: options.url },
    footer: msg`This link works once and until ${expiry} (UTC). Afterwards its page offers a new one.`,
  });
}
