import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentSummary, AssessmentSummarySchema } from '#domain/api/assessments.ts';
import type { AssessmentDraft, AssessmentDraftResponseSchema, CreateDraftRequest, UpdateDraftRequest } from '#domain/api/assessments-drafts.ts';
import { apiRequest } from '#web/api-client.ts';
import { assessmentsQueryKey, updateAssessmentStatus } from './queries.ts';

/*
 * The builder's requests: a draft read, created, replaced and opened. Kept apart from queries.ts,
 * which the respondent's page loads.
 */

export const draftQueryKey = (id: string) => ['assessments', id, 'draft'] as const;

const draftUrl = (id: string) => `/api/assessments/${encodeURIComponent(id)}/draft`;

/** An assessment's facts and questions as its administrators edit them (none while `id` is null). */
export function useDraft(id: string | null) {
  return useQuery({
    queryKey: draftQueryKey(id ?? ''),
    queryFn: ({ signal }) => apiRequest<typeof AssessmentDraftResponseSchema>(draftUrl(id ?? ''), { signal }),
    enabled: id !== null,
  });
}

export type SaveDraftInput = { id: string | null; request: UpdateDraftRequest; nextWaveOf?: string | undefined };

function saveDraft({ id, request, nextWaveOf }: SaveDraftInput): Promise<AssessmentDraft> {
  if (id !== null) return apiRequest<typeof AssessmentDraftResponseSchema>(draftUrl(id), { method: 'PUT', body: request });
  const body: CreateDraftRequest = nextWaveOf === undefined ? request : { ...request, nextWaveOf };
  return apiRequest<typeof AssessmentDraftResponseSchema>('/api/assessments/drafts', { method: 'POST', body });
}

/** Saves a draft: created the first time (POST), replaced afterwards (PUT); the answer becomes the draft's cached copy. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: (draft) => queryClient.setQueryData(draftQueryKey(draft.assessment.id), draft),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true }),
  });
}

/** Schedules a saved draft to open by itself at `opensAt` (its questions are fixed from then). */
function scheduleDraft(id: string, opensAt: string): Promise<AssessmentSummary> {
  return apiRequest<typeof AssessmentSummarySchema>(`/api/assessments/${encodeURIComponent(id)}/open-date`, { method: 'PATCH', body: { opensAt } });
}

/** Opens a saved draft now, or schedules it when `opensAt` is given: from then on its questions are fixed. */
export function useOpenDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, opensAt }: { id: string; opensAt?: string | undefined }) => (opensAt === undefined ? updateAssessmentStatus(id, 'open') : scheduleDraft(id, opensAt)),
    onSettled: (_summary, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: draftQueryKey(id) });
    },
  });
}

/** The date an opened or scheduled assessment closes by itself; set after it opens, so a draft never holds one. */
export function useSetCloseDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, closesAt }: { id: string; closesAt: string }) =>
      apiRequest<typeof AssessmentSummarySchema>(`/api/assessments/${encodeURIComponent(id)}/close-date`, { method: 'PATCH', body: { closesAt } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true }),
  });
}
