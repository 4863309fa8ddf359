import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import type { AssessmentDraft, CreateDraftRequest, UpdateDraftRequest } from '#domain/api/assessments-drafts.ts';
import { api } from '#web/api-client.ts';
import { assessmentsQueryKey, updateAssessmentStatus } from './queries.ts';

/*
 * The builder's requests: a draft read, created, replaced and opened. Kept apart from queries.ts,
 * which the respondent's page loads.
 */

export const draftQueryKey = (id: string) => ['assessments', id, 'draft'] as const;

/** An assessment's facts and questions as its administrators edit them (none while `id` is null). */
export function useDraft(id: string | null) {
  return useQuery({
    queryKey: draftQueryKey(id ?? ''),
    queryFn: ({ signal }) => api('GET /api/assessments/:id/draft', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export type SaveDraftInput = { id: string | null; request: UpdateDraftRequest; nextWaveOf?: string | undefined };

function saveDraft({ id, request, nextWaveOf }: SaveDraftInput): Promise<AssessmentDraft> {
  if (id !== null) return api('PUT /api/assessments/:id/draft', { params: { id }, body: request });
  const body: CreateDraftRequest = nextWaveOf === undefined ? request : { ...request, nextWaveOf };
  return api('POST /api/assessments/drafts', { body });
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
  return api('PATCH /api/assessments/:id/open-date', { params: { id }, body: { opensAt } });
}

/** Opens a saved draft now, or schedules it when `opensAt` is given: from then on its questions are fixed. */
export function useOpenDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, opensAt }: { id: string; opensAt?: string | undefined }) =>
      opensAt === undefined ? updateAssessmentStatus(id, 'open') : scheduleDraft(id, opensAt),
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
      api('PATCH /api/assessments/:id/close-date', { params: { id }, body: { closesAt } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey, exact: true }),
  });
}
