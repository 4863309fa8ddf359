import { useEffect, useRef } from 'react';
import { queryOptions, skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamResultsResponseSchema, AssessmentResults, AssessmentTrends, ResultsOverview } from '#domain/api/results.ts';
import type { z } from 'zod';
import { api } from '#web/api-client.ts';

export type TeamResultsResponse = z.infer<typeof TeamResultsResponseSchema>;

/**
 * Whose results: the signed-in person's organisation, or the public read-only demo
 * organisation (the same shapes under /api/demo).
 */
export type ResultsSource = 'organisation' | 'demo';

export const resultsQueryKey = ['results'] as const;

export function fetchResultsOverview(source: ResultsSource, signal?: AbortSignal): Promise<ResultsOverview> {
  return source === 'demo' ? api('GET /api/demo/results', { signal }) : api('GET /api/results', { signal });
}

export function fetchAssessmentResults(source: ResultsSource, id: string, signal?: AbortSignal): Promise<AssessmentResults> {
  return source === 'demo'
    ? api('GET /api/demo/results/:id', { params: { id }, signal })
    : api('GET /api/results/:id', { params: { id }, signal });
}

export function fetchTeamResults(source: ResultsSource, id: string, signal?: AbortSignal): Promise<TeamResultsResponse> {
  return source === 'demo'
    ? api('GET /api/demo/results/:id/teams', { params: { id }, signal })
    : api('GET /api/results/:id/teams', { params: { id }, signal });
}

export const resultsOverviewQuery = (source: ResultsSource) =>
  queryOptions({
    queryKey: [...resultsQueryKey, source],
    queryFn: ({ signal }) => fetchResultsOverview(source, signal),
  });

export const assessmentResultsQuery = (source: ResultsSource, id: string | undefined) =>
  queryOptions({
    queryKey: [...resultsQueryKey, source, id ?? 'none'],
    queryFn: id ? ({ signal }) => fetchAssessmentResults(source, id, signal) : skipToken,
  });

export const teamResultsQuery = (source: ResultsSource, id: string | undefined) =>
  queryOptions({
    queryKey: [...resultsQueryKey, source, id ?? 'none', 'teams'],
    queryFn: id ? ({ signal }) => fetchTeamResults(source, id, signal) : skipToken,
  });

/** One assessment's trends across the waves of its set (the organisation's own results only). */
export function fetchAssessmentTrends(id: string, signal?: AbortSignal): Promise<AssessmentTrends> {
  return api('GET /api/results/:id/trends', { params: { id }, signal });
}

export const assessmentTrendsQuery = (id: string) =>
  queryOptions({
    queryKey: [...resultsQueryKey, 'organisation', id, 'trends'],
    queryFn: ({ signal }) => fetchAssessmentTrends(id, signal),
  });

/** One assessment's change since the previous wave and its series, per domain and per question. */
export function useAssessmentTrends(id: string) {
  return useQuery(assessmentTrendsQuery(id));
}

/** A results card per assessment of the organisation (or of the demo organisation). */
export function useResultsOverview(source: ResultsSource = 'organisation') {
  return useQuery(resultsOverviewQuery(source));
}

/** One assessment's results; idle until there is an id. */
export function useAssessmentResults(source: ResultsSource, id: string | undefined) {
  return useQuery(assessmentResultsQuery(source, id));
}

/** Team views of one assessment (admins: every team; managers: their own); idle until there is an id. */
export function useTeamResults(source: ResultsSource, id: string | undefined) {
  return useQuery(teamResultsQuery(source, id));
}

/**
 * Results carry each assessment's status, so when the assessment list is read again (after an
 * admin opened, paused or closed one) the results are read again too.
 */
export function useResultsFollowAssessments(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] !== 'assessments' || event.query.queryKey.length !== 1) return;
        // The first load is not a change: the results were read with it.
        if (event.query.state.dataUpdateCount < 2) return;
        void queryClient.invalidateQueries({ queryKey: resultsQueryKey });
      }),
    [queryClient],
  );
}

/**
 * Shows a toast once for each new failure of a query (not again on every render, nor twice
 * under StrictMode).
 */
export function useFailureToast(failedAt: number, isError: boolean, show: () => void): void {
  const shownFor = useRef(0);
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });
  useEffect(() => {
    if (!isError || failedAt === 0 || shownFor.current === failedAt) return;
    shownFor.current = failedAt;
    showRef.current();
  }, [failedAt, isError]);
}

/** One assessment's results by attribute (department, location, …): administrators see every breakdown, managers their team's cells. */
export const resultsCutsQuery = (id: string) =>
  queryOptions({
    queryKey: [...resultsQueryKey, 'organisation', id, 'cuts'],
    queryFn: ({ signal }) => api('GET /api/results/:id/cuts', { params: { id }, signal }),
  });

export function useResultsCuts(id: string) {
  return useQuery(resultsCutsQuery(id));
}
