import type { z } from 'zod';
import type {
  RegisterResponseSchema,
  VerifyEmailResponseSchema,
  ConfirmOrganisationRequest,
  CreateOrganisationRequest,
  CreateOrganisationResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SessionResponse,
} from '#domain/api/accounts.ts';
import type { SignInResponse } from '#domain/api/two-step.ts';
import { api } from '#web/api-client.ts';

export const sessionQueryKey = ['session'] as const;

export const signedOutSession: SessionResponse = { user: null, organisation: null };

export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return api('GET /api/session', { signal });
}

/** Signed in, or (with a second factor) a code is due first: see requestSecondStep. */
export function requestSignIn(email: string, password: string): Promise<SignInResponse> {
  return api('POST /api/session', { body: { email, password } });
}

/** The second step of signing in: the pending sign-in travels in its own cookie. */
export function requestSecondStep(code: string): Promise<SessionResponse> {
  return api('POST /api/session/second-step', { body: { code } });
}

/** DELETE /api/session answers 204, without a body. */
export async function requestSignOut(): Promise<void> {
  await api('DELETE /api/session');
}

export function requestRegistration(input: RegisterRequest): Promise<RegisterResponse> {
  return api('POST /api/accounts', { body: input });
}

/** Asks for an organisation: a link to create it goes to the address (202, the same whether or not it has an account). */
export function requestOrganisation(input: CreateOrganisationRequest): Promise<CreateOrganisationResponse> {
  return api('POST /api/organisations', { body: input });
}

/** The e-mailed link and the password chosen: the organisation is created and its administrator signed in. */
export function confirmOrganisation(input: ConfirmOrganisationRequest): Promise<SessionResponse> {
  return api('POST /api/organisations/confirm', { body: input });
}

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return api('POST /api/accounts/verify-email', { body: { token } });
}

export async function resendVerification(email: string): Promise<void> {
  await api('POST /api/accounts/resend-verification', { body: { email } });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api('POST /api/accounts/forgot-password', { body: { email } });
}

export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await api('POST /api/accounts/reset-password', { body: input });
}
