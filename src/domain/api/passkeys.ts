import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { passkeyMessages } from '../messages/passkeys.ts';
import { schemaError } from '../schema-language.ts';
import { CurrentPasswordSchema, isWellFormedText } from '../validation.ts';

// The WebAuthn JSON shapes (WebAuthn level 3, as @simplewebauthn/browser sends and reads them),
// bounded: an authenticator's answer is a few kilobytes at most.

const readable = schemaError(passkeyMessages.malformed);
const Base64Url = (max: number) =>
  z
    .string(readable)
    .max(max, readable)
    .regex(/^[A-Za-z0-9_-]*$/, readable);
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const Transports = z.array(z.enum(TRANSPORTS, readable)).max(8, readable);
const UserVerification = z.enum(['discouraged', 'preferred', 'required']);

const CredentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

/** Options for `navigator.credentials.create()`: what the page hands to the browser to make a passkey. */
export const RegistrationOptionsSchema = z.object({
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(CredentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: UserVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});

/** Options for `navigator.credentials.get()`: a challenge, and which passkeys may answer it (none listed: any of this site's). */
export const AuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(CredentialDescriptorSchema).optional(),
  userVerification: UserVerification.optional(),
});

const ClientExtensionResultsSchema = z.object({ credProps: z.object({ rk: z.boolean(readable).optional() }).optional() }).default({});

/** What the browser answers `create()` with. */
export const RegistrationResponseSchema = z.object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: z.literal('public-key', readable),
  authenticatorAttachment: z.enum(['cross-platform', 'platform'], readable).optional(),
  clientExtensionResults: ClientExtensionResultsSchema,
  response: z.object({
    clientDataJSON: Base64Url(4096),
    attestationObject: Base64Url(16_384),
    authenticatorData: Base64Url(4096).optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number(readable).int(readable).optional(),
    publicKey: Base64Url(4096).optional(),
  }),
});

/** What the browser answers `get()` with. */
export const AuthenticationResponseSchema = z.object({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: z.literal('public-key', readable),
  authenticatorAttachment: z.enum(['cross-platform', 'platform'], readable).optional(),
  clientExtensionResults: ClientExtensionResultsSchema,
  response: z.object({
    clientDataJSON: Base64Url(4096),
    authenticatorData: Base64Url(4096),
    signature: Base64Url(1400),
    userHandle: Base64Url(256).optional(),
  }),
});

export const PasskeyNameSchema = z
  .string(schemaError(passkeyMessages.nameRequired))
  .trim()
  .min(1, schemaError(passkeyMessages.nameRequired))
  .max(60, schemaError(passkeyMessages.nameTooLong))
  .refine(isWellFormedText, schemaError(msg`The name holds a broken character: please type it again`));

/** POST /api/passkeys/registration/options: the password, unless the session proved who it is a few minutes ago. */
export const RegistrationOptionsRequestSchema = z.object({ password: CurrentPasswordSchema.optional() });
/** POST /api/passkeys/confirmation/password */
export const PasswordConfirmationRequestSchema = z.object({ password: CurrentPasswordSchema });

/** POST /api/passkeys/registration */
export const RegisterPasskeyRequestSchema = z.object({ name: PasskeyNameSchema, response: RegistrationResponseSchema });

/** Any ceremony's answer: POST /api/session/passkey, /api/session/second-step/passkey, /api/passkeys/confirmation. */
export const PasskeyAssertionRequestSchema = z.object({ response: AuthenticationResponseSchema });

export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  backedUp: z.boolean().describe('Synced to the provider of the passkey (a phone or password manager account)'),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** POST /api/passkeys/registration: the recovery codes only when it is the person's first second factor, shown this once. */
export const AddedPasskeySchema = PasskeySchema.extend({ recoveryCodes: z.array(z.string()).optional() });
export type AddedPasskey = z.infer<typeof AddedPasskeySchema>;

export const PasskeyListResponseSchema = z.object({ passkeys: z.array(PasskeySchema) });
export const PasskeyIdParamsSchema = z.object({ id: z.uuid(schemaError(passkeyMessages.notFound)) });
export const RenamePasskeyRequestSchema = z.object({ name: PasskeyNameSchema });

/** POST /api/passkeys/confirmation: until when the session may add a passkey without the password. */
export const ConfirmationResponseSchema = z.object({ confirmedUntil: z.iso.datetime() });
