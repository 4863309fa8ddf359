import { msg } from '@lingui/core/macro';
import type { Locale } from '#domain/locales.ts';
import { compose, longDateTime, type MailContent } from './compose.ts';

export type { MailContent } from './compose.ts';

/** Each mail is written in the recipient's language: theirs (`users.locale`), else their organisation's default. */

export function verificationMail(locale: Locale, firstName: string, url: string): MailContent {
  return compose(locale, {
    subject: msg`Verify your email address for CultureLens`,
    greetingName: firstName,
    paragraphs: [msg`Please confirm that this is your email address so you can sign in to CultureLens.`],
    action: { label: msg`Verify email address`, url },
    footer: msg`The link works once and expires in 24 hours. If you did not create a CultureLens account, you can ignore this email.`,
  });
}

export function passwordResetMail(locale: Locale, firstName: string, url: string): MailContent {
  return compose(locale, {
    subject: msg`Reset your CultureLens password`,
    greetingName: firstName,
    paragraphs: [
      msg`Someone asked to reset the password of your CultureLens account. If it was you, choose a new password with the link below.`,
    ],
    action: { label: msg`Choose a new password`, url },
    footer: msg`The link works once and expires in one hour. If you did not ask for this, ignore this email: your password stays as it is.`,
  });
}

/** Instead of a reset link, where the person's organisation requires single sign-on: a password could not sign them in. */
export function passwordResetUnderSsoMail(locale: Locale, firstName: string, signInUrl: string): MailContent {
  return compose(locale, {
    subject: msg`Sign in to CultureLens with your organisation`,
    greetingName: firstName,
    paragraphs: [
      msg`Someone asked to reset the password of your CultureLens account. Your organisation signs you in through its single sign-on, so no password was set and nothing has changed.`,
      msg`To sign in, choose "Sign in with your organisation" on the sign-in page and enter your work e-mail address.`,
    ],
    action: { label: msg`Sign in`, url: signInUrl },
    footer: msg`If you did not ask for this, you can ignore this email.`,
  });
}

/** To the platform administrator the server appointed at its first start (PLATFORM_ADMIN_EMAIL). */
export function platformAdminMail(locale: Locale, firstName: string, url: string): MailContent {
  return compose(locale, {
    subject: msg`You are the CultureLens platform administrator`,
    greetingName: firstName,
    paragraphs: [
      msg`This CultureLens installation made your address its platform administrator. Choose a password with the link below; at your first sign-in you will set up two-step sign-in.`,
    ],
    action: { label: msg`Choose a password`, url },
    footer: msg`The link works once and expires in one hour. After that, ask for a new one with "Forgot password" on the sign-in page.`,
  });
}

/** To someone registering with an address that already has an account: how to get in, no new account. */
export function accountExistsMail(locale: Locale, firstName: string, urls: { signIn: string; forgotPassword: string }): MailContent {
  const { forgotPassword } = urls;
  return compose(locale, {
    subject: msg`You already have a CultureLens account`,
    greetingName: firstName,
    paragraphs: [
      msg`Someone, probably you, just tried to register a new CultureLens account with this email address. It already has an account, so no new one was created and nothing has changed.`,
      msg`Forgotten your password? Choose a new one at ${forgotPassword}`,
    ],
    action: { label: msg`Sign in`, url: urls.signIn },
    footer: msg`If you did not try to register, you can ignore this email.`,
  });
}

/**
 * To the address someone asked to create an organisation with: the link that creates it, which
 * works only with the password chosen when asking, so a stranger's request cannot be completed
 * by the address's owner clicking it.
 */
export function organisationConfirmationMail(locale: Locale, firstName: string, organisationName: string, url: string): MailContent {
  return compose(locale, {
    subject: msg`Finish creating ${organisationName} on CultureLens`,
    greetingName: firstName,
    paragraphs: [
      msg`Someone, probably you, asked to create the organisation ${organisationName} on CultureLens, with this email address for its administrator.`,
      msg`To create it, open the link below and enter the password chosen when asking. You will then set up two-step sign-in and invite your people.`,
    ],
    action: { label: msg`Finish creating the organisation`, url },
    footer: msg`The link works once and expires in 24 hours. If you did not ask for this, ignore this email: nothing is created.`,
  });
}

/** To someone asking for an organisation with an address that already has an account: nothing was created, and how to go on. */
export function organisationForExistingAccountMail(
  locale: Locale,
  firstName: string,
  organisationName: string,
  urls: { signIn: string; forgotPassword: string },
  options: { inAnOrganisation: boolean },
): MailContent {
  const { forgotPassword } = urls;
  return compose(locale, {
    subject: msg`You already have a CultureLens account`,
    greetingName: firstName,
    paragraphs: [
      msg`Someone, probably you, just asked to create the organisation ${organisationName} on CultureLens with this email address. It already has an account, so nothing was created and nothing has changed.`,
      options.inAnOrganisation
        ? msg`An account belongs to one organisation: to create another one, ask again with a different email address.`
        : msg`Your account belongs to no organisation yet: sign in, and you can create the organisation from there, with this account as its administrator.`,
      msg`Forgotten your password? Choose a new one at ${forgotPassword}`,
    ],
    action: { label: msg`Sign in`, url: urls.signIn },
    footer: msg`If you did not ask for this, you can ignore this email.`,
  });
}

/** After a signed-in person changed their password: so that a stranger who did it cannot go unnoticed. */
export function passwordChangedMail(locale: Locale, firstName: string, urls: { forgotPassword: string }, changedAt: Date): MailContent {
  const when = longDateTime(locale, changedAt);
  return compose(locale, {
    subject: msg`Your CultureLens password was changed`,
    greetingName: firstName,
    paragraphs: [
      msg`The password of your CultureLens account was changed on ${when} (UTC). Every other session of your account was signed out.`,
      msg`If you did this, there is nothing more to do.`,
      msg`If you did not, someone else knows your password: choose a new one now with the link below (it signs out every session, theirs too), and tell your organisation administrator.`,
    ],
    action: { label: msg`Choose a new password`, url: urls.forgotPassword },
    footer: msg`You receive this email whenever your password changes, so that a change you did not make does not go unnoticed.`,
  });
}
