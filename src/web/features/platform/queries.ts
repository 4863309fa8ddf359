import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlatformOverviewResponseSchema } from '#domain/api/platform.ts';
import { apiRequest } from '#web/api-client.ts';

export const platformOverviewQueryKey = ['platform-overview'] as const;

/** The platform's counts and a page of its organisations; the last page stays shown while the next loads. */
export function usePlatformOverview(page: number) {
  return useQuery({
    queryKey: [...platformOverviewQueryKey, page],
    queryFn: ({ signal }) => apiRequest<typeof PlatformOverviewResponseSchema>(page === 1 ? '/api/platform/overview' : `/api/platform/overview?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
