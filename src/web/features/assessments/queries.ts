import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteAssessmentResponseSchema,
  SaveAnswerResponseSchema,
  SettableAssessmentStatus,
  AssessmentSummary,
  CreateAssessmentRequest,
  Questionnaire,
} from '#domain/api/assessments.ts';
import { api } from '#web/api-client.ts';

/**
 * A saved answer: 1 (Strongly Disagree) … 5 (Strongly Agree) or an option's number, null for
 * "Prefer not to say", or a comment's text (src/domain/question-kinds.ts).
 */
export type AnswerValue = number | null | string;
export type SaveAnswerResponse = z.infer<typeof SaveAnswerResponseSchema>;
export type CompleteAssessmentResponse = z.infer<typeof CompleteAssessmentResponseSchema>;

export const assessmentsQueryKey = ['assessments'] as const;
export const questionnaireQueryKey = (id: string) => ['assessments', id, 'questionnaire'] as const;

export function fetchAssessments(signal?: AbortSignal): Promise<AssessmentSummary[]> {
  return api('GET /api/assessments', { signal }).then((body) => body.assessments);
}

export function fetchQuestionnaire(id: string, signal?: AbortSignal): Promise<Questionnaire> {
  return api('GET /api/assessments/:id/questionnaire', { params: { id }, signal });
}

export function saveAnswer(assessmentId: string, questionId: string, value: AnswerValue): Promise<SaveAnswerResponse> {
  return api('PUT /api/assessments/:id/answers/:questionId', { params: { id: assessmentId, questionId }, body: { value } });
}

export function completeAssessment(assessmentId: string, answers: Record<string, AnswerValue>): Promise<CompleteAssessmentResponse> {
  return api('POST /api/assessments/:id/complete', { params: { id: assessmentId }, body: { answers } });
}

export function createAssessment(input: CreateAssessmentRequest): Promise<AssessmentSummary> {
  return api('POST /api/assessments', { body: input });
}

export function updateAssessmentStatus(id: string, status: SettableAssessmentStatus): Promise<AssessmentSummary> {
  return api('PATCH /api/assessments/:id/status', { params: { id }, body: { status } });
}

/** Sets the time an assessment closes by itself (null: close it by hand). */
export function updateCloseDate(id: string, closesAt: string | null): Promise<AssessmentSummary> {
  return api('PATCH /api/assessments/:id/close-date', { params: { id }, body: { closesAt } });
}

export function useUpdateCloseDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, closesAt }: { id: string; closesAt: string | null }) => updateCloseDate(id, closesAt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey }),
  });
}

/** The organisation's assessments, each with the signed-in person's own progress. */
export function useAssessments() {
  return useQuery({ queryKey: assessmentsQueryKey, queryFn: ({ signal }) => fetchAssessments(signal) });
}

const notScheduled = (assessments: AssessmentSummary[]) =>
  assessments.filter((assessment) => assessment.status !== 'scheduled' && assessment.status !== 'draft');

/**
 * The assessments as the pages for answering show them: without drafts and those still scheduled (the
 * server lists them only to those who manage assessments, who see them in the controls).
 */
export function useRespondentAssessments() {
  return useQuery({ queryKey: assessmentsQueryKey, queryFn: ({ signal }) => fetchAssessments(signal), select: notScheduled });
}

/**
 * The questions of one assessment and the person's saved answers. Always read afresh when a
 * page opens (the server sends it no-store), so resuming never starts from an old copy.
 */
export function useQuestionnaire(id: string) {
  return useQuery({
    queryKey: questionnaireQueryKey(id),
    queryFn: ({ signal }) => fetchQuestionnaire(id, signal),
    refetchOnMount: 'always',
  });
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey }),
  });
}

export function useUpdateAssessmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SettableAssessmentStatus }) => updateAssessmentStatus(id, status),
    // The answer's progress figures are zero, not the admin's own: read the list again instead of merging it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKey }),
  });
}

/** Answer-scale value from a radio value ('1'…'5', or 'none' for Prefer not to say). */
export const PREFER_NOT_TO_SAY_VALUE = 'none';
export function answerFromRadio(value: string): AnswerValue {
  return value === PREFER_NOT_TO_SAY_VALUE ? null : Number(value);
}
export function radioFromAnswer(value: AnswerValue | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value === null ? PREFER_NOT_TO_SAY_VALUE : String(value);
}

export function isOpen(assessment: AssessmentSummary): boolean {
  return assessment.status === 'open';
}
