import { msg } from '@lingui/core/macro';

/**
 * Why an answer from an organisation's SAML identity provider signed nobody in, one text per
 * reason for the person turned away (decision 0055). The key travels in the address back to
 * the sign-in page, like the other single sign-on refusals.
 */
export const samlRefusalTexts = {
  saml_signature: msg`The answer from your organisation's sign-in service is not signed with the certificate your organisation set up, so you were not signed in.`,
  saml_wrong_issuer: msg`The answer came from a different sign-in service than the one your organisation set up, so you were not signed in.`,
  saml_wrong_audience: msg`The answer from your organisation's sign-in service was meant for another application, so you were not signed in.`,
  saml_wrong_recipient: msg`The answer from your organisation's sign-in service was addressed to another address, so you were not signed in.`,
  saml_outside_validity: msg`The answer from your organisation's sign-in service has expired or is not valid yet. Please sign in again; if it keeps happening, the clocks of the two services may disagree.`,
  saml_unsolicited: msg`This answer from your organisation's sign-in service does not belong to a sign-in started in this browser. Please start signing in again from CultureLens.`,
  saml_replayed: msg`This answer from your organisation's sign-in service has already been used. Please sign in again.`,
  saml_no_email: msg`Your organisation's sign-in service did not give your e-mail address, so CultureLens cannot tell who you are. Ask your administrator to send it as the NameID or as an email attribute.`,
} as const;

export type SamlRefusalReason = keyof typeof samlRefusalTexts;
