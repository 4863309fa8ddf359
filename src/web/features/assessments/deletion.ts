import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#web/api-client.ts';
import { assessmentsQueryKey } from './queries.ts';

// Kept apart from queries.ts, which the respondent's page loads: only administrators delete.

/** DELETE /api/assessments/:id (204, no body): a draft or a scheduled assessment, which nobody can have answered. */
export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<z.ZodNull>(`/api/assessments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey }),
  });
}
