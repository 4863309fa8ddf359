import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LifecycleSurvey } from '#domain/api/lifecycle-surveys.ts';
import { api } from '#web/api-client.ts';

/** The organisation's onboarding and exit surveys (decision 0066), with how many people each was sent to. */
const lifecycleSurveysQueryKey = ['assessments', 'lifecycle'] as const;

export function useLifecycleSurveys() {
  return useQuery({
    queryKey: lifecycleSurveysQueryKey,
    queryFn: ({ signal }) => api('GET /api/assessments/lifecycle', { signal }).then((body) => body.surveys),
  });
}

export type AudienceChoice = { audience: 'onboarding'; onboardingDays: number } | { audience: 'everyone' | 'exit' };

export function useSetAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, choice }: { id: string; choice: AudienceChoice }): Promise<LifecycleSurvey> =>
      api('PUT /api/assessments/:id/audience', { params: { id }, body: choice }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lifecycleSurveysQueryKey }),
  });
}
