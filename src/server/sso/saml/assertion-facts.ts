import type { Profile } from '@node-saml/node-saml';
import { z } from 'zod';
import { EmailSchema } from '#domain/validation.ts';
import { refuse } from './refusals.ts';

// Reads what sign-in needs from an assertion node-saml has verified. `profile.getAssertion()` is
// the signed assertion as xml2js parsed it (prefixes stripped, text under `_`, attributes
// under `$`, every child in an array).

const Text = z.object({ _: z.string() });
const TimedData = z.object({ $: z.object({ NotOnOrAfter: z.string().optional(), Recipient: z.string().optional() }).optional() });

const ParsedAssertionSchema = z.object({
  Assertion: z.object({
    $: z.object({ ID: z.string().min(1).max(256) }),
    Subject: z
      .array(z.object({ SubjectConfirmation: z.array(z.object({ SubjectConfirmationData: z.array(TimedData).optional() })).optional() }))
      .optional(),
    Conditions: z.array(z.object({ $: z.object({ NotOnOrAfter: z.string().optional() }).optional() })).optional(),
    AuthnStatement: z
      .array(z.object({ AuthnContext: z.array(z.object({ AuthnContextClassRef: z.array(Text).optional() })).optional() }))
      .optional(),
  }),
});

export type AssertionFacts = {
  id: string;
  /** The latest NotOnOrAfter the assertion states: after it, its time checks refuse it anyway. */
  validUntil: Date | undefined;
  recipients: string[];
  authnContextClassRefs: string[];
};

function latest(times: (string | undefined)[]): Date | undefined {
  const stamps = times
    .filter((time) => time !== undefined)
    .map((time) => Date.parse(time))
    .filter((stamp) => !Number.isNaN(stamp));
  return stamps.length > 0 ? new Date(Math.max(...stamps)) : undefined;
}

export function assertionFacts(profile: Profile): AssertionFacts {
  const parsed = ParsedAssertionSchema.safeParse(profile.getAssertion?.());
  if (!parsed.success) throw refuse('invalid_response', 'the verified assertion has an unexpected shape');
  const assertion = parsed.data.Assertion;
  const confirmationData = (assertion.Subject ?? [])
    .flatMap((subject) => subject.SubjectConfirmation ?? [])
    .flatMap((confirmation) => confirmation.SubjectConfirmationData ?? []);
  return {
    id: assertion.$.ID,
    validUntil: latest([
      ...confirmationData.map((data) => data.$?.NotOnOrAfter),
      ...(assertion.Conditions ?? []).map((c) => c.$?.NotOnOrAfter),
    ]),
    recipients: confirmationData.flatMap((data) => (data.$?.Recipient ? [data.$.Recipient] : [])),
    authnContextClassRefs: (assertion.AuthnStatement ?? [])
      .flatMap((statement) => statement.AuthnContext ?? [])
      .flatMap((context) => context.AuthnContextClassRef ?? [])
      .map((ref) => ref._.trim()),
  };
}

/**
 * Authentication context classes that say the person proved more than one factor (decision
 * 0055, docs/security.md). A password, even over TLS or with a smart card's PIN alone, is not
 * on the list.
 */
export const MULTI_FACTOR_CONTEXT_CLASSES: readonly string[] = [
  // REFEDS Multi-Factor Authentication Profile.
  'https://refeds.org/profile/mfa',
  // Microsoft Entra ID and AD FS after multi-factor authentication.
  'http://schemas.microsoft.com/claims/multipleauthn',
  // SAML 2.0 authentication context classes for two factors (saml-authn-context 3.4.16, 3.4.17).
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorContract',
  'urn:oasis:names:tc:SAML:2.0:ac:classes:MobileTwoFactorUnregistered',
];

/** Entra ID and AD FS report the methods used in this attribute when the context class says only "password". */
const AUTHN_METHODS_ATTRIBUTE = 'http://schemas.microsoft.com/claims/authnmethodsreferences';

function attributeValues(profile: Profile, name: string): string[] {
  const attributes = z.record(z.string(), z.unknown()).safeParse(profile.attributes);
  const value = attributes.success ? attributes.data[name] : undefined;
  return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string').map((item) => item.trim());
}

export function assertsMultiFactor(profile: Profile, facts: AssertionFacts): boolean {
  const claimed = [...facts.authnContextClassRefs, ...attributeValues(profile, AUTHN_METHODS_ATTRIBUTE)];
  return claimed.some((value) => MULTI_FACTOR_CONTEXT_CLASSES.includes(value));
}

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const NAME_ATTRIBUTES = ['displayName', 'urn:oid:2.16.840.1.113730.3.1.241', 'http://schemas.microsoft.com/identity/claims/displayname'];

/** The person's e-mail address: an e-mail attribute, else a NameID that is one. */
export function emailOf(profile: Profile): string {
  const candidates = [...EMAIL_ATTRIBUTES.flatMap((name) => attributeValues(profile, name)), profile.nameID];
  for (const candidate of candidates) {
    const email = EmailSchema.safeParse(candidate);
    if (email.success) return email.data;
  }
  throw refuse('saml_no_email');
}

export function nameOf(profile: Profile): string | undefined {
  const name = NAME_ATTRIBUTES.flatMap((attribute) => attributeValues(profile, attribute)).find((value) => value !== '');
  return name?.slice(0, 200);
}
