import type { SamlRefusalReason } from '#domain/messages/sso-saml.ts';
import type { SsoRefusal } from '#domain/messages/sso.ts';
import { SsoRefusalError } from '#server/sso/protocol.ts';

/** The reasons a SAML answer is refused: SAML's own, and the shared unreadable and refused-by-provider ones. */
export type SamlRefusal = SamlRefusalReason | Extract<SsoRefusal, 'invalid_response' | 'provider_refused'>;

export const refuse = (reason: SamlRefusal, detail?: string) => new SsoRefusalError(reason, detail);

/**
 * node-saml (5.1.0, pinned) says why it refused in its error's text; each text maps to a
 * reason here, and anything unknown is refused as unreadable. The mapping only picks the
 * message: whatever node-saml throws, the answer is refused.
 */
const LIBRARY_REASONS: [RegExp, SamlRefusal][] = [
  [/signature/i, 'saml_signature'],
  [/audience/i, 'saml_wrong_audience'],
  [/expired|not yet valid|no valid subject confirmation/i, 'saml_outside_validity'],
  [/inresponseto/i, 'saml_unsolicited'],
  [/provider returned .* error/i, 'provider_refused'],
];

export function refusalOfLibraryError(error: unknown): SsoRefusalError {
  if (error instanceof SsoRefusalError) return error;
  const text = error instanceof Error ? error.message : String(error);
  const reason = LIBRARY_REASONS.find(([pattern]) => pattern.test(text))?.[1] ?? 'invalid_response';
  return refuse(reason, text);
}
