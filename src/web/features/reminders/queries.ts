import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentEmailsSchema, AssessmentEmails, RemindersResponseSchema, UnsubscribeResponseSchema, ReminderSchedule, RemindersResponse } from '#domain/api/reminders.ts';
import { apiRequest } from '#web/api-client.ts';

export const remindersQueryKey = (assessmentId: string) => ['assessments', assessmentId, 'reminders'] as const;

const remindersUrl = (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/reminders`;

/** An assessment's reminder schedule and when reminders went; polls while one is on its way. */
export function useReminders(assessmentId: string) {
  return useQuery({
    queryKey: remindersQueryKey(assessmentId),
    queryFn: ({ signal }) => apiRequest<typeof RemindersResponseSchema>(remindersUrl(assessmentId), { signal }),
    refetchInterval: (query) => (query.state.data?.sending ? 5_000 : false),
  });
}

function useRemindersMutation<Input>(assessmentId: string, send: (input: Input) => Promise<RemindersResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => queryClient.setQueryData(remindersQueryKey(assessmentId), view),
  });
}

export function useSaveReminderSchedule(assessmentId: string) {
  return useRemindersMutation(assessmentId, (schedule: ReminderSchedule) =>
    apiRequest<typeof RemindersResponseSchema>(remindersUrl(assessmentId), { method: 'PUT', body: schedule }),
  );
}

export function useSendReminderNow(assessmentId: string) {
  return useRemindersMutation(assessmentId, () => apiRequest<typeof RemindersResponseSchema>(remindersUrl(assessmentId), { method: 'POST' }));
}

/** One-click unsubscribe from the page the e-mail's link opens. */
export function unsubscribe(token: string) {
  return apiRequest<typeof UnsubscribeResponseSchema>(`/api/unsubscribe?${new URLSearchParams({ token }).toString()}`, { method: 'POST' });
}

const assessmentEmailsQueryKey = ['account', 'assessment-emails'] as const;

/** Whether the signed-in person gets their organisation's launch e-mails and reminders. */
export function useAssessmentEmails() {
  return useQuery({
    queryKey: assessmentEmailsQueryKey,
    queryFn: ({ signal }) => apiRequest<typeof AssessmentEmailsSchema>('/api/account/assessment-emails', { signal }),
  });
}

export function useSetAssessmentEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: AssessmentEmails) => apiRequest<typeof AssessmentEmailsSchema>('/api/account/assessment-emails', { method: 'PUT', body: choice }),
    onSuccess: (choice) => queryClient.setQueryData(assessmentEmailsQueryKey, choice),
  });
}
