import { z } from 'zod';
import {
  AcceptedResponseSchema,
  RegisterResponseSchema,
  ResetPasswordResponseSchema,
  SessionResponseSchema,
  VerifyEmailResponseSchema,
  type CreateOrganisationRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SessionResponse,
} from '#domain/api/accounts.ts';
import { SignInResponseSchema, type SignInResponse } from '#domain/api/two-step.ts';
import { apiRequest } from '#web/api-client.ts';

export const sessionQueryKey = ['session'] as const;

export const signedOutSession: SessionResponse = { user: null, organisation: null };

export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

// DELETE /api/session answers 204 without a body.
const NoContentSchema = z.undefined();

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiRequest('/api/session', SessionResponseSchema, { signal });
}

/** Signed in, or (with a second factor) a code is due first: see requestSecondStep. */
export function requestSignIn(email: string, password: string): Promise<SignInResponse> {
  return apiRequest('/api/session', SignInResponseSchema, { method: 'POST', body: { email, password } });
}

/** The second step of signing in: the pending sign-in travels in its own cookie. */
export function requestSecondStep(code: string): Promise<SessionResponse> {
  return apiRequest('/api/session/second-step', SessionResponseSchema, { method: 'POST', body: { code } });
}

export async function requestSignOut(): Promise<void> {
  await apiRequest('/api/session', NoContentSchema, { method: 'DELETE' });
}

export function requestRegistration(input: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest('/api/accounts', RegisterResponseSchema, { method: 'POST', body: input });
}

export function requestOrganisation(input: CreateOrganisationRequest): Promise<SessionResponse> {
  return apiRequest('/api/organisations', SessionResponseSchema, { method: 'POST', body: input });
}

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest('/api/accounts/verify-email', VerifyEmailResponseSchema, { method: 'POST', body: { token } });
}

export async function resendVerification(email: string): Promise<void> {
  await apiRequest('/api/accounts/resend-verification', AcceptedResponseSchema, { method: 'POST', body: { email } });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/accounts/forgot-password', AcceptedResponseSchema, { method: 'POST', body: { email } });
}

export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await apiRequest('/api/accounts/reset-password', ResetPasswordResponseSchema, { method: 'POST', body: input });
}
