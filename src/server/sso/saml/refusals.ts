import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Why an answer from an identity provider was refused, one text each for the person who was turned away. */
export const samlRefusalTexts = {
  malformed: msg`The answer from your organisation's sign-in service could not be read.`,
  signature: msg`The answer from your organisation's sign-in service is not signed with the certificate your organisation set up, so it was refused.`,
  wrongIssuer: msg`The answer came from a different sign-in service than the one your organisation set up, so it was refused.`,
  wrongAudience: msg`The answer from your organisation's sign-in service was meant for another application, so it was refused.`,
  wrongRecipient: msg`The answer from your organisation's sign-in service was addressed to another address, so it was refused.`,
  outsideValidity: msg`The answer from your organisation's sign-in service has expired or is not valid yet. Please sign in again; if it keeps happening, the clocks of the two services may disagree.`,
  unsolicited: msg`This answer from your organisation's sign-in service does not belong to a sign-in started in this browser. Please start signing in again from CultureLens.`,
  replayed: msg`This answer from your organisation's sign-in service has already been used. Please sign in again.`,
  providerRefused: msg`Your organisation's sign-in service did not sign you in.`,
  noEmail: msg`Your organisation's sign-in service did not give your e-mail address, so CultureLens cannot tell who you are. Ask your administrator to send it as the NameID or an email attribute.`,
} satisfies Record<string, MessageDescriptor>;

export type SamlRefusalReason = keyof typeof samlRefusalTexts;

/** An answer from the identity provider that signs nobody in. */
export class SamlRefusal extends Error {
  constructor(
    readonly reason: SamlRefusalReason,
    /** What the library or check said, for the log only. */
    readonly detail?: string,
  ) {
    super(`SAML answer refused: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'SamlRefusal';
  }
}

/**
 * node-saml (5.1.0, pinned) says why it refused in its error's text; each text maps to a
 * reason here, and anything unknown is refused as unreadable. The mapping only picks the
 * message: whatever node-saml throws, the answer is refused.
 */
const LIBRARY_REASONS: [RegExp, SamlRefusalReason][] = [
  [/signature/i, 'signature'],
  [/audience/i, 'wrongAudience'],
  [/expired|not yet valid|no valid subject confirmation/i, 'outsideValidity'],
  [/inresponseto/i, 'unsolicited'],
  [/provider returned .* error/i, 'providerRefused'],
];

export function refusalOfLibraryError(error: unknown): SamlRefusal {
  if (error instanceof SamlRefusal) return error;
  const text = error instanceof Error ? error.message : String(error);
  const reason = LIBRARY_REASONS.find(([pattern]) => pattern.test(text))?.[1] ?? 'malformed';
  return new SamlRefusal(reason, text);
}
