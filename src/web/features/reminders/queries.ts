import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentEmails, ReminderSchedule, RemindersResponse } from '#domain/api/reminders.ts';
import { api } from '#web/api-client.ts';

export const remindersQueryKey = (assessmentId: string) => ['assessments', assessmentId, 'reminders'] as const;

/** An assessment's reminder schedule and when reminders went; polls while one is on its way. */
export function useReminders(assessmentId: string) {
  return useQuery({
    queryKey: remindersQueryKey(assessmentId),
    queryFn: ({ signal }) => api('GET /api/assessments/:id/reminders', { params: { id: assessmentId }, signal }),
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
    api('PUT /api/assessments/:id/reminders', { params: { id: assessmentId }, body: schedule }),
  );
}

export function useSendReminderNow(assessmentId: string) {
  return useRemindersMutation(assessmentId, () => api('POST /api/assessments/:id/reminders', { params: { id: assessmentId } }));
}

/** One-click unsubscribe from the page the e-mail's link opens. */
export function unsubscribe(token: string) {
  return api('POST /api/unsubscribe', { query: { token } });
}

const assessmentEmailsQueryKey = ['account', 'assessment-emails'] as const;

/** Whether the signed-in person gets their organisation's launch e-mails and reminders. */
export function useAssessmentEmails() {
  return useQuery({
    queryKey: assessmentEmailsQueryKey,
    queryFn: ({ signal }) => api('GET /api/account/assessment-emails', { signal }),
  });
}

export function useSetAssessmentEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: AssessmentEmails) => api('PUT /api/account/assessment-emails', { body: choice }),
    onSuccess: (choice) => queryClient.setQueryData(assessmentEmailsQueryKey, choice),
  });
}
