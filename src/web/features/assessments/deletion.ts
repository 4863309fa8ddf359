import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/api-client.ts';
import { assessmentsQueryKey } from './queries.ts';

// Kept apart from queries.ts, which the respondent's page loads: only administrators delete.

/** DELETE /api/assessments/:id (204, no body): a draft or a scheduled assessment, which nobody can have answered. */
export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/assessments/:id', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey }),
  });
}
