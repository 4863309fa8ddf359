import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailDomainRequestSchema, PlatformEmailDomainRequestListResponseSchema } from '#domain/api/organisations-email-domains.ts';
import type { ChangeOrganisationSuspensionResponseSchema, PlatformOverviewResponseSchema } from '#domain/api/platform.ts';
import type {
  PublishQuestionSetVersionRequest,
  PublishQuestionSetVersionResponseSchema,
  QuestionBankResponseSchema,
  QuestionBankSetResponseSchema,
} from '#domain/api/platform-question-bank.ts';
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

export const questionBankQueryKey = ['platform-question-bank'] as const;

/** The built-in sets with their newest versions. */
export function useQuestionBank() {
  return useQuery({
    queryKey: questionBankQueryKey,
    queryFn: ({ signal }) => apiRequest<typeof QuestionBankResponseSchema>('/api/platform/question-bank', { signal }),
  });
}

/** A set and every version of it, newest first. */
export function useQuestionBankSet(setId: string) {
  return useQuery({
    queryKey: [...questionBankQueryKey, setId],
    queryFn: ({ signal }) => apiRequest<typeof QuestionBankSetResponseSchema>(`/api/platform/question-bank/${encodeURIComponent(setId)}`, { signal }),
  });
}

/** Saves a new version of a set, then reads the bank again. */
export function useSaveQuestionSetVersion(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishQuestionSetVersionRequest) =>
      apiRequest<typeof PublishQuestionSetVersionResponseSchema>(`/api/platform/question-bank/${encodeURIComponent(setId)}/versions`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankQueryKey }),
  });
}
