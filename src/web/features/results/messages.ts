import { ANONYMITY_THRESHOLD } from '#domain/anonymity.ts';
import { formatDay } from './format.ts';

// The dashboard's catalogue texts (spec/02 §8), verbatim. They belong with the other catalogue
// texts in src/domain/messages.ts; they live here until that module takes them over.

/** Load failures and empty states of the dashboards. */
export const dashboardMessages = {
  loadFailedTitle: 'Error loading dashboard',
  loadFailedText: 'Failed to load dashboard data. Please try again.',
  teamLoadFailedTitle: 'Error loading team data',
  teamLoadFailedText: 'Failed to load team dashboard data. Please try again.',
  noAssessmentTitle: 'No Assessment Data',
  noAssessmentText: 'No active assessment found for your organisation.',
  noTeamMembersTitle: 'No Team Members',
  noTeamMembersText: "You don't have any team members assigned to you yet.",
  noTeamDataTitle: 'No Team Data',
  noTeamDataText: 'No team members found or no active assessment.',
} as const;

export type AnonymityContext = 'dashboard' | 'team' | 'assessment' | 'default';

/**
 * The anonymity messages with the live count of responses. `threshold` is the one the server
 * reported (always 6 today), so the text cannot disagree with the rule that was applied.
 * With `responses` null (a team whose figures are not released) the count is left out: a
 * team's running count would tell its manager who has answered since the last release.
 */
export function anonymityMessage(context: AnonymityContext, responses: number | null, threshold = ANONYMITY_THRESHOLD): string {
  const need = needText(context, threshold);
  return responses === null ? need : `${need} Currently have ${responses} responses.`;
}

function needText(context: AnonymityContext, threshold: number): string {
  switch (context) {
    case 'dashboard':
      return `Invite at least ${threshold} people to unlock dashboards and analytics.`;
    case 'team':
      return `Your team needs at least ${threshold} responses to view aggregated insights.`;
    case 'assessment':
      return `This assessment needs at least ${threshold} responses to show results.`;
    case 'default':
      return `Need ${threshold} responses to view data.`;
  }
}

/** Completed people whose answers wait for the next release: "3 answers held back to protect anonymity". */
export function heldBackText(heldBack: number): string {
  return `${heldBack} ${heldBack === 1 ? 'answer' : 'answers'} held back to protect anonymity`;
}

export const heldBackExplanation =
  "Answers are added to the results in groups of at least six, so that no one's answers can be singled out by comparing results before and after they answered.";

/** Why a team shows nothing, without saying how many of its members answered. */
export const hiddenTeamExplanation =
  "A team's results appear once at least six of its members' answers are released, and only where they cannot be combined with other results to single anyone out.";

/** Which release the figures come from: "Results as of 3 May 2025" (the day only, never a time). */
export function releasedOnText(releasedOn: string | null): string {
  const day = formatDay(releasedOn);
  return day === null ? 'No results released yet' : `Results as of ${day}`;
}

/** What a hidden domain, question or cell says instead of a number. */
export function fewerThanText(threshold = ANONYMITY_THRESHOLD): string {
  return `Fewer than ${threshold} responses`;
}
