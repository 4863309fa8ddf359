import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AssessmentStatus } from '../api/assessments.ts';
import { anonymityMessage, type AnonymityContext } from '../messages.ts';

/*
 * What results say when they show nothing, for the state the assessment is in: the
 * specification's "needs at least six responses" is true only while too few people can answer
 * or too few answers are released, not right after opening to fourteen people, nor while
 * everyone waits for the close.
 */

/** What the results of one assessment know about their state (a results card or an assessment's results). */
export type ResultsState = {
  status: AssessmentStatus;
  /** People whose answers are in the results. */
  responses: number;
  threshold: number;
  completion: { activePeople: number; notCounted: number; heldUntilClose: boolean; nextReleaseAt: string | null };
};

/** Results wait for the close: the organisation releases everyone's answers together then. */
export const heldUntilCloseText = (size: number) =>
  msg`Results appear when this assessment closes: everyone's answers are released together then, if at least ${size} people completed.`;

/** Open, nothing released yet: when answers may join; to an administrator, also how to see them sooner. */
export const firstUpdateText = (size: number, when: string, forAdministrator = false) =>
  forAdministrator
    ? msg`No results yet. Answers join the results at the next update, ${when}, once at least ${size} people have completed. To see them sooner, close the assessment: the answers waiting are then released at once if at least ${size} people completed.`
    : msg`No results yet. Answers join the results at the next update, ${when}, once at least ${size} people have completed.`;

/** Closed with fewer than the minimum group size released. */
export const closedTooFewText = (size: number, responses: number) =>
  msg`This assessment closed with ${plural(responses, { 0: 'no answers', one: 'the answers of # person', other: 'the answers of # people' })} in the results: at least ${size} are needed to show any.`;

/**
 * Why some people who completed are not in the results of a closed assessment. Their answers
 * were deleted, never shown: released alone, a group that small would show what they answered.
 */
export const notCountedText = (notCounted: number, size: number) =>
  msg`${plural(notCounted, {
    one: `# person who completed is not in the results: fewer than ${size} completed answers were waiting when the assessment closed, and releasing so few on their own would have shown what that person answered. Their answers were deleted unread.`,
    other: `# people who completed are not in the results: fewer than ${size} completed answers were waiting when the assessment closed, and releasing so few on their own would have shown what they answered. Their answers were deleted unread.`,
  })}`;

/**
 * The sentence results show in place of figures, for the assessment's state; `when` is the next
 * update time as people read it. Falls back to the specification's message where it is true.
 */
export function hiddenResultsText(context: AnonymityContext, state: ResultsState, when: string | null): MessageDescriptor {
  const size = state.threshold;
  const running = state.status === 'open' || state.status === 'paused';
  if (state.responses < size) {
    if (running && state.completion.heldUntilClose && state.completion.activePeople >= size) return heldUntilCloseText(size);
    // The administrators' dashboard is the one place that can close it.
    if (running && state.responses === 0 && when && state.completion.activePeople >= size)
      return firstUpdateText(size, when, context === 'dashboard');
    if (state.status === 'closed') return closedTooFewText(size, state.responses);
  }
  return anonymityMessage(context, state.responses, size);
}
