import { msg } from '@lingui/core/macro';

/** Refusals of an answer link (decision 0056): each says what to do next. */
export const answerLinkMessages = {
  notUsable: {
    ready: msg`This link can be used: please try again.`,
    used: msg`This link has already been used. Ask for a new one, or sign in.`,
    expired: msg`This link has expired. Ask for a new one, or sign in.`,
    closed: msg`This assessment is not open for answers now.`,
    invalid: msg`This link is not valid. Sign in to answer, or use the link in your latest e-mail.`,
  },
  nameAndConsentNeeded: msg`Please give your name and consent to take part.`,
  singleSignOnRequired: msg`Your organisation signs you in through its own sign-in page: use the button to continue there.`,
} as const;
