import { msg } from '@lingui/core/macro';
import type { Locale } from '#domain/locales.ts';
import { compose, longDate, type MailContent } from './compose.ts';

/**
 * To an action plan's owner, once when it falls due and once when it is overdue (decision 0061):
 * the plan's own words and date, nothing from the results.
 */
export function actionPlanReminderMail(
  locale: Locale,
  options: { organisationName: string; ownerName: string; title: string; dueOn: string; overdue: boolean; url: string },
): MailContent {
  const { organisationName, title } = options;
  const due = longDate(locale, new Date(`${options.dueOn}T12:00:00Z`));
  return compose(locale, {
    subject: options.overdue ? msg`Overdue action: ${title}` : msg`Action due on ${due}: ${title}`,
    greetingName: options.ownerName,
    paragraphs: [
      options.overdue
        ? msg`The action "${title}" that you own at ${organisationName} was due on ${due} and is not marked as done.`
        : msg`The action "${title}" that you own at ${organisationName} is due on ${due}.`,
      msg`Add a progress update, mark it as done, or ask an administrator for a new date: people see what was done about their answers.`,
    ],
    action: { label: msg`Open the action plans`, url: options.url },
    footer: msg`You receive this because you own an action plan in this organisation on CultureLens.`,
  });
}
