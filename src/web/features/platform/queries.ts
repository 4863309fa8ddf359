import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublishQuestionSetVersionRequest } from '#domain/api/platform-question-bank.ts';
import { api } from '#web/api-client.ts';

export const platformOverviewQueryKey = ['platform-overview'] as const;
export const domainRequestsQueryKey = ['platform-email-domain-requests'] as const;

/** The platform's counts and a page of its organisations; the last page stays shown while the next loads. */
export function usePlatformOverview(page: number) {
  return useQuery({
    queryKey: [...platformOverviewQueryKey, page],
    queryFn: ({ signal }) => api('GET /api/platform/overview', { query: page === 1 ? {} : { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Suspends or reinstates an organisation, then reads the overview again. */
export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organisationId, action, reason }: { organisationId: string; action: 'suspension' | 'reinstatement'; reason: string }) =>
      api(
        action === 'suspension' ? 'POST /api/platform/organisations/:id/suspension' : 'POST /api/platform/organisations/:id/reinstatement',
        { params: { id: organisationId }, body: { reason } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformOverviewQueryKey }),
  });
}

/** Every organisation's open e-mail domain requests. */
export function useDomainRequests() {
  return useQuery({
    queryKey: domainRequestsQueryKey,
    queryFn: ({ signal }) => api('GET /api/platform/email-domain-requests', { signal }),
  });
}

export function useDecideDomainRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: string } & ({ decision: 'approve' } | { decision: 'refuse'; reason: string })) =>
      api('POST /api/platform/email-domain-requests/:id/decision', { params: { id }, body: decision }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainRequestsQueryKey }),
  });
}

export const questionBankQueryKey = ['platform-question-bank'] as const;

/** The built-in sets with their newest versions. */
export function useQuestionBank() {
  return useQuery({
    queryKey: questionBankQueryKey,
    queryFn: ({ signal }) => api('GET /api/platform/question-bank', { signal }),
  });
}

/** A set and every version of it, newest first. */
export function useQuestionBankSet(setId: string) {
  return useQuery({
    queryKey: [...questionBankQueryKey, setId],
    queryFn: ({ signal }) => api('GET /api/platform/question-bank/:setId', { params: { setId }, signal }),
  });
}

/** Saves a new version of a set, then reads the bank again. */
export function useSaveQuestionSetVersion(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublishQuestionSetVersionRequest) =>
      api('POST /api/platform/question-bank/:setId/versions', { params: { setId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionBankQueryKey }),
  });
}
