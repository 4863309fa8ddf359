import { msg } from '@lingui/core/macro';
import { schemaError } from '../schema-language.ts';
import { z } from 'zod';
import { CurrentPasswordSchema } from '../validation.ts';
import { SessionResponseSchema } from './accounts.ts';

export const RECOVERY_CODE_COUNT = 10;

/** Six digits from an authenticator app; spaces people type between the groups are ignored. */
export const AuthenticatorCodeSchema = z
  .string(schemaError(msg`Enter the 6-digit code from your authenticator app.`))
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, schemaError(msg`Enter the 6-digit code from your authenticator app.`)));

/** A code from the app, or one of the recovery codes (letters and digits, hyphens optional). */
export const SecondStepCodeSchema = z
  .string(schemaError(msg`Enter a code.`))
  .max(64, schemaError(msg`That code is too long.`))
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{24})$/, schemaError(msg`Enter the 6-digit code from your app, or one of your recovery codes.`)));

/** GET /api/two-step: whether the signed-in person has it, and whether they must. */
export const TwoStepStatusSchema = z.object({
  enabled: z.boolean(),
  required: z
    .boolean()
    .describe('Administrators, and everyone in an organisation that requires it, must have two-step sign-in and cannot turn it off'),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>;

/** The QR code of the otpauth URI as its module matrix: one string of 0/1 per row, drawn by the page. */
export const QrMatrixSchema = z.object({ size: z.number().int(), rows: z.array(z.string()) });
export type QrMatrix = z.infer<typeof QrMatrixSchema>;

/** POST /api/two-step/enrolment: a new secret, shown only until it is confirmed. */
export const EnrolmentStartSchema = z.object({
  otpauthUri: z.string(),
  manualKey: z.string().describe('The secret in base32, for typing into an app'),
  qrCode: QrMatrixSchema,
});
export type EnrolmentStart = z.infer<typeof EnrolmentStartSchema>;

/**
 * POST /api/two-step/enrolment/confirm. The password too: a borrowed session alone must not be
 * able to tie the account to someone else's phone and lock its owner out (ASVS 7.5.1).
 */
export const ConfirmEnrolmentRequestSchema = z.object({ password: CurrentPasswordSchema, code: AuthenticatorCodeSchema });
export type ConfirmEnrolmentRequest = z.input<typeof ConfirmEnrolmentRequestSchema>;

/** Shown once: only their hashes are kept. */
export const RecoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Regenerating recovery codes and turning two-step sign-in off need the password and a current code. */
export const ReauthenticationRequestSchema = z.object({ password: CurrentPasswordSchema, code: AuthenticatorCodeSchema });
export type ReauthenticationRequest = z.input<typeof ReauthenticationRequestSchema>;

/** POST /api/session/second-step */
export const SecondStepRequestSchema = z.object({ code: SecondStepCodeSchema });

/** POST /api/session when the password was right and a code is still due. */
export const SecondStepDueSchema = z.object({ secondStepRequired: z.literal(true) });

/** POST /api/session: signed in, or a code is due first. */
export const SignInResponseSchema = z.union([SessionResponseSchema, SecondStepDueSchema]);
export type SignInResponse = z.infer<typeof SignInResponseSchema>;
