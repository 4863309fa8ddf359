import { i18n } from '@lingui/core';
import type { AnonymityContext } from '#domain/messages.ts';
import { hiddenResultsText } from '#domain/messages/results-state.ts';
import type { AssessmentStatus } from '#domain/api/assessments.ts';
import type { CompletionSchema } from '#domain/api/results.ts';
import type { z } from 'zod';
import { formatDateTime } from './format.ts';

/** A results card, or one assessment's results: what the sentence in place of figures depends on. */
type WithState = {
  assessment: { status: AssessmentStatus };
  responses: number;
  threshold: number;
  completion: z.infer<typeof CompletionSchema>;
};

/** The sentence shown in place of figures, true for the assessment's state (open, waiting for the close, closed). */
export function hiddenMessageFor(context: AnonymityContext, results: WithState): string {
  const state = {
    status: results.assessment.status,
    responses: results.responses,
    threshold: results.threshold,
    completion: results.completion,
  };
  return i18n._(hiddenResultsText(context, state, formatDateTime(results.completion.nextReleaseAt)));
}
