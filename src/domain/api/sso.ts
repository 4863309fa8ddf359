import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { ssoMessages } from '../messages/sso.ts';
import { schemaError, schemaText } from '../schema-language.ts';
import { SamlMetadataInputSchema, SamlSettingsSchema } from '../sso-saml-settings.ts';
import { EmailSchema } from '../validation.ts';
import { EmailDomainSchema, MAX_ALLOWED_EMAIL_DOMAINS, parseDomainLines } from './organisations-settings.ts';

/**
 * Single sign-on per organisation (decision 0054): the protocols, each protocol's settings,
 * and the administrator's and the sign-in page's requests and answers.
 */
export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocolName = (typeof SSO_PROTOCOLS)[number];

/** A provider's address: HTTPS, or HTTP on this machine only (a provider under test). */
const ProviderUrlSchema = z
  .url(schemaError(msg`Enter the provider's address, like https://login.example.com`))
  .max(500, schemaError(msg`The address is too long.`))
  .refine(
    (value) => {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
    },
    schemaError(msg`The provider's address must start with https://`),
  );

/** OpenID Connect: where the provider publishes its discovery document, and who we are to it (the secret travels apart). */
export const OidcSettingsSchema = z.object({
  issuer: ProviderUrlSchema,
  clientId: z
    .string(schemaError(msg`Enter the client ID your identity provider gave you.`))
    .trim()
    .min(1, schemaError(msg`Enter the client ID your identity provider gave you.`))
    .max(300, schemaError(msg`The client ID is too long.`)),
});
export type OidcSettings = z.infer<typeof OidcSettingsSchema>;

/** PUT /api/organisations/current/sso. `settings` is checked by the protocol's own schema. */
export const SaveSsoConfigurationRequestSchema = z.object({
  protocol: z.enum(SSO_PROTOCOLS, schemaError(msg`Choose OpenID Connect or SAML.`)),
  settings: z.record(z.string(), z.unknown(), schemaError(msg`The provider settings are missing.`)),
  /** The provider's secret; left out, the stored one stays. */
  secret: z
    .string(schemaError(msg`The secret must be text.`))
    .min(1, schemaError(msg`Enter the secret.`))
    .max(2000, schemaError(msg`The secret is too long.`))
    .optional(),
  emailDomains: z
    .array(EmailDomainSchema, schemaError(msg`Add at least one e-mail domain.`))
    .min(1, schemaError(msg`Add at least one e-mail domain.`))
    .max(MAX_ALLOWED_EMAIL_DOMAINS, schemaError(msg`At most ${{ max: MAX_ALLOWED_EMAIL_DOMAINS }} e-mail domains.`)),
  required: z.boolean(schemaError(msg`Say whether single sign-on is required.`)),
  breakGlassUserId: z.uuid(schemaError(msg`Choose an administrator.`)).nullable(),
});
export type SaveSsoConfigurationRequest = z.input<typeof SaveSsoConfigurationRequestSchema>;

const AdministratorSchema = z.object({ id: z.uuid(), email: z.string(), name: z.string() });

/** GET /api/organisations/current/sso: the configuration (never its secret), and what the provider needs of us. */
export const SsoConfigurationResponseSchema = z.object({
  configuration: z
    .object({
      protocol: z.enum(SSO_PROTOCOLS),
      settings: z.record(z.string(), z.unknown()),
      hasSecret: z.boolean(),
      emailDomains: z.array(z.string()),
      required: z.boolean(),
      breakGlassUserId: z.uuid().nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** The addresses to register at the provider, per protocol. */
  callbackUrls: z.partialRecord(z.enum(SSO_PROTOCOLS), z.string()),
  /** Our SAML entity ID, which is also the address of our SAML metadata (decision 0055). */
  samlEntityId: z.string(),
  /** Who may be the break-glass administrator: the organisation's active administrators with a password. */
  administrators: z.array(AdministratorSchema),
});
export type SsoConfigurationResponse = z.infer<typeof SsoConfigurationResponseSchema>;

/** GET /api/sso/discover?email= */
export const SsoDiscoverQuerySchema = z.object({ email: EmailSchema });

/** The same shape for every address: whether its domain has single sign-on, and where to start it. */
export const SsoDiscoverResponseSchema = z.object({
  sso: z.boolean(),
  /** A password will not do for this address (unless it is the break-glass administrator's). */
  required: z.boolean(),
  startUrl: z.string().nullable(),
});
export type SsoDiscoverResponse = z.infer<typeof SsoDiscoverResponseSchema>;

export const SsoOrganisationParamsSchema = z.object({ organisationId: z.uuid(schemaError(msg`Not a valid organisation id`)) });

export const SsoStartQuerySchema = z.object({ email: EmailSchema.optional() });

/** What a provider sends back to the OpenID Connect callback; the protocol reads the whole address. */
export const OidcCallbackQuerySchema = z
  .object({
    code: z.string().max(4000).optional(),
    state: z.string().max(1000).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(2000).optional(),
    iss: z.string().max(500).optional(),
  })
  .catchall(z.string().max(4000));

/** A response with one assertion is a few kilobytes; far more is no identity provider's. */
export const SAML_RESPONSE_MAX_LENGTH = 512 * 1024;

/**
 * What an identity provider posts to the SAML assertion consumer service (HTTP-POST binding),
 * as a form. `bounced` marks the same answer posted again from our own page (decision 0055). A
 * missing SAMLResponse is the protocol's refusal, shown on the sign-in page like the others.
 */
export const SamlAcsBodySchema = z.object({
  SAMLResponse: z.string().max(SAML_RESPONSE_MAX_LENGTH).optional(),
  RelayState: z.string().max(1000).optional(),
  bounced: z.literal('1').optional(),
});

/** The fields both protocols' forms share: the domains one per line, an empty break-glass choice meaning none. */
const ssoFormCommon = {
  emailDomains: z.string().transform(parseDomainLines).pipe(SaveSsoConfigurationRequestSchema.shape.emailDomains),
  required: z.boolean(),
  breakGlassUserId: z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(SaveSsoConfigurationRequestSchema.shape.breakGlassUserId),
};
const breakGlassWhenRequired: [
  (values: { required: boolean; breakGlassUserId: string | null }) => boolean,
  { path: string[]; error: () => string },
] = [
  (values) => !values.required || values.breakGlassUserId !== null,
  { path: ['breakGlassUserId'], error: () => schemaText(ssoMessages.breakGlassRequired) },
];

/**
 * The administrator's OpenID Connect form: the request's fields, with the domains one per line,
 * an empty secret meaning "keep the stored one" and an empty break-glass choice meaning none.
 */
export const OidcSsoFormSchema = z
  .object({
    settings: OidcSettingsSchema,
    secret: z
      .string()
      .max(2000, schemaError(msg`The secret is too long.`))
      .transform((value) => (value.trim() === '' ? undefined : value)),
    ...ssoFormCommon,
  })
  .refine(...breakGlassWhenRequired);

/** Certificates pasted one after another: split after each PEM end line, or at blank lines. */
function splitCertificates(text: string): string[] {
  return text
    .split(/(?<=-----END CERTIFICATE-----)|\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The administrator's SAML form: the identity provider's metadata XML, or its entity ID,
 * sign-in URL and signing certificates. Checked with the server's own schemas, so the same
 * words show at the same fields; what only the server can tell (a certificate that does not
 * parse, metadata without a signing key) comes back at those fields too.
 */
export const SamlSsoFormSchema = z
  .object({
    source: z.enum(['metadata', 'fields']),
    settings: z.object({ metadataXml: z.string(), idpEntityId: z.string(), ssoUrl: z.string(), certificates: z.string() }),
    ...ssoFormCommon,
  })
  .refine(...breakGlassWhenRequired)
  .transform(({ source, settings: entered, ...rest }, context) => {
    const parsed =
      source === 'metadata'
        ? SamlMetadataInputSchema.safeParse({ metadataXml: entered.metadataXml })
        : SamlSettingsSchema.safeParse({ ...entered, certificates: splitCertificates(entered.certificates) });
    if (parsed.success) return { ...rest, settings: parsed.data as Record<string, unknown> };
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', path: ['settings', String(issue.path[0] ?? 'metadataXml')], message: issue.message });
    return z.NEVER;
  });
