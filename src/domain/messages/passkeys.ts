import { msg } from '@lingui/core/macro';

/** Passkeys: a second factor beside the authenticator app, and a sign-in without a password (decision 0057). */
export const passkeyMessages = {
  notAccepted: msg`That passkey was not accepted. Try again, or sign in another way.`,
  expired: msg`That took too long. Please try again.`,
  alreadyAdded: msg`This passkey is already added to an account.`,
  notFound: msg`That passkey is not on your account.`,
  noneOnAccount: msg`There is no passkey on this account. Enter a code from your authenticator app instead.`,
  nameRequired: msg`Give the passkey a name.`,
  nameTooLong: msg`Keep the name to 60 characters or fewer.`,
  malformed: msg`The browser's answer could not be read. Please try again.`,
} as const;
