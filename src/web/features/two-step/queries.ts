import {
  EnrolmentStartSchema,
  RecoveryCodesResponseSchema,
  TwoStepStatusSchema,
  type ConfirmEnrolmentRequest,
  type EnrolmentStart,
  type ReauthenticationRequest,
  type TwoStepStatus,
} from '#domain/api/two-step.ts';
import { apiRequest } from '#web/api-client.ts';

export const twoStepQueryKey = ['two-step'] as const;

export function fetchTwoStepStatus(signal?: AbortSignal): Promise<TwoStepStatus> {
  return apiRequest('/api/two-step', TwoStepStatusSchema, { signal });
}

export function startEnrolment(): Promise<EnrolmentStart> {
  return apiRequest('/api/two-step/enrolment', EnrolmentStartSchema, { method: 'POST', body: {} });
}

export async function confirmEnrolment(input: ConfirmEnrolmentRequest): Promise<string[]> {
  return (await apiRequest('/api/two-step/enrolment/confirm', RecoveryCodesResponseSchema, { method: 'POST', body: input })).recoveryCodes;
}

export async function regenerateRecoveryCodes(input: ReauthenticationRequest): Promise<string[]> {
  return (await apiRequest('/api/two-step/recovery-codes', RecoveryCodesResponseSchema, { method: 'POST', body: input })).recoveryCodes;
}

export function turnOffTwoStep(input: ReauthenticationRequest): Promise<TwoStepStatus> {
  return apiRequest('/api/two-step/disable', TwoStepStatusSchema, { method: 'POST', body: input });
}
