import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailDomainRequestSchema, PlatformEmailDomainRequestListResponseSchema } from '#domain/api/organisations-email-domains.ts';
import type { ChangeOrganisationSuspensionResponseSchema, PlatformOverviewResponseSchema } from '#domain/api/platform.ts';
import { apiRequest } from '#web/api-client.ts';

export const platformOverviewQueryKey = ['platform-overview'] as const;
export const domainRequestsQueryKey = ['platform-email-domain-requests'] as const;

/** The platform's counts and a page of its organisations; the last page stays shown while the next loads. */
export function usePlatformOverview(page: number) {
  return useQuery({
    queryKey: [...platformOverviewQueryKey, page],
    queryFn: ({ signal }) => apiRequest<typeof PlatformOverviewResponseSchema>(page === 1 ? '/api/platform/overview' : `/api/platform/overview?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Suspends or reinstates an organisation, then reads the overview again. */
export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organisationId, action, reason }: { organisationId: string; action: 'suspension' | 'reinstatement'; reason: string }) =>
      apiRequest<typeof ChangeOrganisationSuspensionResponseSchema>(`/api/platform/organisations/${encodeURIComponent(organisationId)}/${action}`, { method: 'POST', body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformOverviewQueryKey }),
  });
}

/** Every organisation's open e-mail domain requests. */
export function useDomainRequests() {
  return useQuery({
    queryKey: domainRequestsQueryKey,
    queryFn: ({ signal }) => apiRequest<typeof PlatformEmailDomainRequestListResponseSchema>('/api/platform/email-domain-requests', { signal }),
  });
}

export function useDecideDomainRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: string } & ({ decision: 'approve' } | { decision: 'refuse'; reason: string })) =>
      apiRequest<typeof EmailDomainRequestSchema>(`/api/platform/email-domain-requests/${encodeURIComponent(id)}/decision`, { method: 'POST', body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainRequestsQueryKey }),
  });
}
