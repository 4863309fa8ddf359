import type {
  EnrolmentStartSchema,
  RecoveryCodesResponseSchema,
  TwoStepStatusSchema,
  ConfirmEnrolmentRequest,
  EnrolmentStart,
  ReauthenticationRequest,
  TwoStepStatus,
} from '#domain/api/two-step.ts';
import { apiRequest } from '#web/api-client.ts';

export const twoStepQueryKey = ['two-step'] as const;

export function fetchTwoStepStatus(signal?: AbortSignal): Promise<TwoStepStatus> {
  return apiRequest<typeof TwoStepStatusSchema>('/api/two-step', { signal });
}

export function startEnrolment(): Promise<EnrolmentStart> {
  return apiRequest<typeof EnrolmentStartSchema>('/api/two-step/enrolment', { method: 'POST', body: {} });
}

export async function confirmEnrolment(input: ConfirmEnrolmentRequest): Promise<string[]> {
  return (await apiRequest<typeof RecoveryCodesResponseSchema>('/api/two-step/enrolment/confirm', { method: 'POST', body: input })).recoveryCodes;
}

export async function regenerateRecoveryCodes(input: ReauthenticationRequest): Promise<string[]> {
  return (await apiRequest<typeof RecoveryCodesResponseSchema>('/api/two-step/recovery-codes', { method: 'POST', body: input })).recoveryCodes;
}

export function turnOffTwoStep(input: ReauthenticationRequest): Promise<TwoStepStatus> {
  return apiRequest<typeof TwoStepStatusSchema>('/api/two-step/disable', { method: 'POST', body: input });
}
