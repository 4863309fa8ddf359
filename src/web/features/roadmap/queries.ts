import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentSummary } from '#domain/api/assessments.ts';
import type { RoadmapItem, RoadmapItemStatus, RoadmapResponse } from '#domain/api/roadmap.ts';
import { api } from '#web/api-client.ts';

export const roadmapQueryKey = ['roadmap'] as const;
/** The export preview lists the roadmap's actions, so it is read again when the roadmap changes. */
const exportQueryKey = ['export'] as const;

/** The roadmap of one assessment, or (no id) of the one the server picks: the newest with results. */
export const roadmapQuery = (assessmentId: string | undefined) =>
  queryOptions({
    queryKey: [...roadmapQueryKey, assessmentId ?? 'default'],
    queryFn: ({ signal }) => api('GET /api/roadmap', { query: assessmentId ? { assessmentId } : {}, signal }),
  });

export function useRoadmap(assessmentId: string | undefined) {
  return useQuery(roadmapQuery(assessmentId));
}

export function generateRoadmap(assessmentId: string): Promise<RoadmapResponse> {
  return api('POST /api/roadmap', { body: { assessmentId } });
}

export function updateRoadmapItemStatus(id: string, status: RoadmapItemStatus): Promise<RoadmapItem> {
  return api('PATCH /api/roadmap/items/:id', { params: { id }, body: { status } });
}

/** Generates the roadmap of an assessment; the answer replaces what the page shows at once. */
export function useGenerateRoadmap(pageAssessmentId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessmentId: string) => generateRoadmap(assessmentId),
    onSuccess: (roadmap, assessmentId) => {
      queryClient.setQueryData(roadmapQuery(assessmentId).queryKey, roadmap);
      if (pageAssessmentId === undefined) queryClient.setQueryData(roadmapQuery(undefined).queryKey, roadmap);
    },
    // Also after a refusal: a 409 may mean someone else generated it meanwhile.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: roadmapQueryKey });
      void queryClient.invalidateQueries({ queryKey: exportQueryKey });
    },
  });
}

/** Moves an action to a new status; every cached roadmap that holds the item takes the server's copy. */
export function useUpdateRoadmapItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RoadmapItemStatus; title: string }) => updateRoadmapItemStatus(id, status),
    onSuccess: (updated) => {
      queryClient.setQueriesData<RoadmapResponse>({ queryKey: roadmapQueryKey }, (current) =>
        current ? { ...current, items: current.items.map((item) => (item.id === updated.id ? updated : item)) } : current,
      );
    },
  });
}

/**
 * The organisation's assessments, for choosing which one a page shows: those that have opened,
 * as a scheduled one has no results yet. Its own key under 'assessments', so it is read again
 * whenever the assessment list is invalidated.
 */
export const assessmentChoicesQuery = queryOptions({
  queryKey: ['assessments', 'choices'] as const,
  queryFn: ({ signal }): Promise<AssessmentSummary[]> =>
    api('GET /api/assessments', { signal }).then((body) => body.assessments.filter((assessment) => assessment.status !== 'scheduled')),
});

export function useAssessmentChoices() {
  return useQuery(assessmentChoicesQuery);
}
