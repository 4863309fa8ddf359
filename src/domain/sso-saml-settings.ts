import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { schemaError } from './schema-language.ts';
import { isSingleLine } from './validation.ts';

/** An identity provider rolling over its key lists the old and the new certificate: a few at most. */
export const SAML_CERTIFICATES_MAX = 3;
export const SAML_ENTITY_ID_MAX_LENGTH = 1024;
export const SAML_URL_MAX_LENGTH = 2048;
/** Metadata of one identity provider is a few kilobytes; federation aggregates are refused anyway. */
export const SAML_METADATA_MAX_LENGTH = 200_000;
const CERTIFICATE_MAX_LENGTH = 20_000;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The sign-in page people are sent to must be HTTPS: they type their password there. Plain
 * HTTP only for an identity provider on this machine (development and tests).
 */
export function isAcceptableSsoUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * A certificate as pasted: PEM with its header, or the bare base64 of metadata's
 * `<X509Certificate>`, line breaks anywhere. Kept as PEM. Whether it is a certificate at all is
 * the server's check (it parses it).
 */
export function certificateAsPem(value: string): string {
  const body = value.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return ['-----BEGIN CERTIFICATE-----', ...lines, '-----END CERTIFICATE-----'].join('\n');
}

const certificateRequired = msg`Paste the identity provider's signing certificate.`;
const certificateShape = msg`The signing certificate must be the PEM text or the base64 text of an X.509 certificate.`;

const CertificateSchema = z
  .string(schemaError(certificateRequired))
  .trim()
  .min(1, schemaError(certificateRequired))
  .max(CERTIFICATE_MAX_LENGTH, schemaError(certificateShape))
  .refine((value) => /^[A-Za-z0-9+/=\s]+$/.test(value.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')), schemaError(certificateShape))
  .transform(certificateAsPem);

const entityIdRequired = msg`Enter the identity provider's entity ID.`;
const entityIdMax = SAML_ENTITY_ID_MAX_LENGTH;
const ssoUrlInvalid = msg`The sign-in URL must be an HTTPS address.`;
const certificatesCount = SAML_CERTIFICATES_MAX;

/**
 * An organisation's SAML identity provider, as stored and as entered field by field: who it
 * is (its entity ID, the `Issuer` of its assertions), where people sign in (its
 * HTTP-Redirect single sign-on URL), and the certificates its signatures are checked with.
 */
export const SamlSettingsSchema = z.object({
  idpEntityId: z
    .string(schemaError(entityIdRequired))
    .trim()
    .min(1, schemaError(entityIdRequired))
    .max(SAML_ENTITY_ID_MAX_LENGTH, schemaError(msg`The entity ID must be at most ${{ max: entityIdMax }} characters.`))
    .refine(isSingleLine, schemaError(msg`The entity ID must be on one line.`)),
  ssoUrl: z
    .string(schemaError(ssoUrlInvalid))
    .trim()
    .max(SAML_URL_MAX_LENGTH, schemaError(ssoUrlInvalid))
    .refine(isAcceptableSsoUrl, schemaError(ssoUrlInvalid)),
  certificates: z
    .array(CertificateSchema, schemaError(certificateRequired))
    .min(1, schemaError(certificateRequired))
    .max(SAML_CERTIFICATES_MAX, schemaError(msg`Give at most ${{ max: certificatesCount }} signing certificates.`)),
});
export type SamlSettings = z.infer<typeof SamlSettingsSchema>;

const metadataRequired = msg`Paste the identity provider's metadata XML.`;
const metadataMax = SAML_METADATA_MAX_LENGTH;

/** The identity provider's metadata XML, as pasted (read on the server). */
export const SamlMetadataInputSchema = z.object({
  metadataXml: z
    .string(schemaError(metadataRequired))
    .trim()
    .min(1, schemaError(metadataRequired))
    .max(SAML_METADATA_MAX_LENGTH, schemaError(msg`The metadata must be at most ${{ max: metadataMax }} characters.`)),
});

/** What an administrator sends: the identity provider's metadata XML, or its three fields. */
export const SamlSettingsInputSchema = z.union([SamlMetadataInputSchema, SamlSettingsSchema]);
