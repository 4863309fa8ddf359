import type { z } from 'zod';
import type {
  AcceptedResponseSchema,
  RegisterResponseSchema,
  ResetPasswordResponseSchema,
  SessionResponseSchema,
  VerifyEmailResponseSchema,
  ConfirmOrganisationRequest,
  CreateOrganisationRequest,
  CreateOrganisationResponse,
  CreateOrganisationResponseSchema,
  RegisterRequest,
  ResetPasswordRequest,
  SessionResponse,
} from '#domain/api/accounts.ts';
import type { SignInResponseSchema, SignInResponse } from '#domain/api/two-step.ts';
import { apiRequest } from '#web/api-client.ts';

export const sessionQueryKey = ['session'] as const;

export const signedOutSession: SessionResponse = { user: null, organisation: null };

export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiRequest<typeof SessionResponseSchema>('/api/session', { signal });
}

/** Signed in, or (with a second factor) a code is due first: see requestSecondStep. */
export function requestSignIn(email: string, password: string): Promise<SignInResponse> {
  return apiRequest<typeof SignInResponseSchema>('/api/session', { method: 'POST', body: { email, password } });
}

/** The second step of signing in: the pending sign-in travels in its own cookie. */
export function requestSecondStep(code: string): Promise<SessionResponse> {
  return apiRequest<typeof SessionResponseSchema>('/api/session/second-step', { method: 'POST', body: { code } });
}

/** DELETE /api/session answers 204, without a body. */
export async function requestSignOut(): Promise<void> {
  await apiRequest<z.ZodUndefined>('/api/session', { method: 'DELETE' });
}

export function requestRegistration(input: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<typeof RegisterResponseSchema>('/api/accounts', { method: 'POST', body: input });
}

/** Asks for an organisation: a link to create it goes to the address (202, the same whether or not it has an account). */
export function requestOrganisation(input: CreateOrganisationRequest): Promise<CreateOrganisationResponse> {
  return apiRequest<typeof CreateOrganisationResponseSchema>('/api/organisations', { method: 'POST', body: input });
}

/** The e-mailed link and the password chosen: the organisation is created and its administrator signed in. */
export function confirmOrganisation(input: ConfirmOrganisationRequest): Promise<SessionResponse> {
  return apiRequest<typeof SessionResponseSchema>('/api/organisations/confirm', { method: 'POST', body: input });
}

export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<typeof VerifyEmailResponseSchema>('/api/accounts/verify-email', { method: 'POST', body: { token } });
}

export async function resendVerification(email: string): Promise<void> {
  await apiRequest<typeof AcceptedResponseSchema>('/api/accounts/resend-verification', { method: 'POST', body: { email } });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest<typeof AcceptedResponseSchema>('/api/accounts/forgot-password', { method: 'POST', body: { email } });
}

export async function resetPassword(input: ResetPasswordRequest): Promise<void> {
  await apiRequest<typeof ResetPasswordResponseSchema>('/api/accounts/reset-password', { method: 'POST', body: input });
}
