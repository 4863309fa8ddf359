import { msg } from '@lingui/core/macro';
import { errorMessages } from './errors.ts';
import { samlRefusalTexts } from './sso-saml.ts';

/** Single sign-on through an organisation's identity provider (decision 0054). */
export const ssoMessages = {
  /** Password sign-in refused: the organisation requires its provider. */
  required: errorMessages.sso_required,
  notConfigured: msg`Single sign-on is not set up for this organisation.`,
  /** Why a sign-in through the provider was refused; the key travels in the address back to the sign-in page. */
  refusals: {
    expired: msg`This single sign-on attempt has expired or was already used. Please start again.`,
    invalid_response: msg`Your organisation's identity provider sent an answer that could not be verified, so you were not signed in. Please try again, or ask your administrator to check the single sign-on settings.`,
    provider_refused: msg`Your organisation's identity provider did not sign you in. Please try again, or ask your administrator.`,
    email_not_verified: msg`Your organisation's identity provider has not confirmed your e-mail address, so you cannot be signed in with it. Ask your administrator to confirm your address there.`,
    email_outside_domains: msg`Your e-mail address is not at a domain this organisation's single sign-on serves. Ask your administrator.`,
    other_organisation: msg`An account with your e-mail address already belongs to another organisation on CultureLens, so it cannot sign in through this organisation. Sign in with your password, or ask your administrators.`,
    account_deactivated: msg`Your account is deactivated. Ask your organisation's administrator.`,
    not_configured: msg`Single sign-on is not set up for this organisation.`,
    organisation_suspended: msg`Your organisation's CultureLens account is suspended, so nobody in it can sign in.`,
    ...samlRefusalTexts,
  },
  domainRequired: msg`Add at least one e-mail domain.`,
  breakGlassRequired: msg`Choose the administrator who may still sign in with a password when single sign-on is required.`,
  breakGlassNotAdministrator: msg`The break-glass person must be an active administrator of your organisation with a password.`,
  secretRequired: msg`Enter the client secret your identity provider gave you.`,
  domainHeldElsewhere: (domain: string) =>
    msg`${domain} is already served by another organisation. Contact CultureLens support if it belongs to yours.`,
  domainNotProven: (domain: string) =>
    msg`You can only use ${domain} for single sign-on if it is the domain of your own verified e-mail address, or once CultureLens has approved it for your organisation.`,
} as const;

export type SsoRefusal = keyof typeof ssoMessages.refusals;
