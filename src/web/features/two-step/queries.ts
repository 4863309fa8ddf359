import type { ConfirmEnrolmentRequest, EnrolmentStart, ReauthenticationRequest, TwoStepStatus } from '#domain/api/two-step.ts';
import { api } from '#web/api-client.ts';

export const twoStepQueryKey = ['two-step'] as const;

export function fetchTwoStepStatus(signal?: AbortSignal): Promise<TwoStepStatus> {
  return api('GET /api/two-step', { signal });
}

export function startEnrolment(): Promise<EnrolmentStart> {
  return api('POST /api/two-step/enrolment', { body: {} });
}

export async function confirmEnrolment(input: ConfirmEnrolmentRequest): Promise<string[]> {
  return (await api('POST /api/two-step/enrolment/confirm', { body: input })).recoveryCodes;
}

export async function regenerateRecoveryCodes(input: ReauthenticationRequest): Promise<string[]> {
  return (await api('POST /api/two-step/recovery-codes', { body: input })).recoveryCodes;
}

export function turnOffTwoStep(input: ReauthenticationRequest): Promise<TwoStepStatus> {
  return api('POST /api/two-step/disable', { body: input });
}
