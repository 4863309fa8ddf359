import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActionPlan, AddActionPlanUpdateRequest, CreateActionPlanRequest, UpdateActionPlanRequest } from '#domain/api/action-plans.ts';
import { api } from '#web/api-client.ts';

const actionPlansKey = ['action-plans'] as const;

/** The plans of an assessment the signed-in person works on. */
const actionPlansQuery = (assessmentId: string) =>
  queryOptions({
    queryKey: [...actionPlansKey, 'assessment', assessmentId],
    queryFn: ({ signal }) => api('GET /api/action-plans', { query: { assessmentId }, signal }),
  });

export function useActionPlans(assessmentId: string | undefined) {
  return useQuery({ ...actionPlansQuery(assessmentId ?? ''), enabled: assessmentId !== undefined });
}

/** "You said, we did": the published plans and the signed-in person's team's. */
export function useSharedActions() {
  return useQuery({
    queryKey: [...actionPlansKey, 'shared'],
    queryFn: ({ signal }) => api('GET /api/action-plans/shared', { signal }),
  });
}

/** Administrators and managers who may own a plan (administrators choose among them). */
export function useOwnerChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['people', 'action-plan-owners'],
    enabled,
    queryFn: async ({ signal }) => {
      const { people } = await api('GET /api/people', { query: { role: 'all', status: 'active' }, signal });
      return people.filter((person) => person.role === 'manager' || person.role === 'organisation_admin');
    },
  });
}

/** Every change answers the plan as it now is; every list is read again. */
function usePlanMutation<Input>(mutationFn: (input: Input) => Promise<ActionPlan>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: actionPlansKey }),
  });
}

export function useCreateActionPlan() {
  return usePlanMutation((body: CreateActionPlanRequest) => api('POST /api/action-plans', { body }));
}

export function useChangeActionPlan() {
  return usePlanMutation(({ id, change }: { id: string; change: UpdateActionPlanRequest }) =>
    api('PATCH /api/action-plans/:id', { params: { id }, body: change }),
  );
}

export function useAddProgress() {
  return usePlanMutation(({ id, update }: { id: string; update: AddActionPlanUpdateRequest }) =>
    api('POST /api/action-plans/:id/updates', { params: { id }, body: update }),
  );
}

export function usePublishActionPlan() {
  return usePlanMutation(({ id, published }: { id: string; published: boolean }) =>
    api('PUT /api/action-plans/:id/publication', { params: { id }, body: { published } }),
  );
}
