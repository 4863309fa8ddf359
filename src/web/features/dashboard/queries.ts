import { useQuery } from '@tanstack/react-query';
import { api } from '#web/api-client.ts';

// Under the people feature's key prefix, so its changes (invitations, edits) refresh these too.
export const peopleOverviewQueryKey = ['people', 'overview'] as const;

/** Everyone in the organisation with the active / invited / deactivated counts (admins only). */
export function usePeopleOverview() {
  return useQuery({
    queryKey: peopleOverviewQueryKey,
    queryFn: ({ signal }) => api('GET /api/people', { query: { role: 'all', status: 'all' }, signal }),
  });
}
